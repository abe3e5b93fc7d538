import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';

const STEPS = [
  { label: 'Recipient', path: paths.app.newPayment.recipient.path },
  { label: 'Reason', path: paths.app.newPayment.reason.path },
  { label: 'Amount', path: paths.app.newPayment.amount.path },
  { label: 'Review', path: paths.app.newPayment.review.path },
];

/** The four-step new-payment flow: the step list, then the current step. */
export function NewPaymentLayout() {
  const { pathname } = useLocation();
  return (
    <Stack gap="6">
      <Heading as="p" size="md" color="fg.muted">
        New payment
      </Heading>
      <HStack as="ol" gap="4" listStyleType="none" aria-label="Steps" flexWrap="wrap">
        {STEPS.map((step, index) => {
          const current = pathname === step.path;
          return (
            <Text
              as="li"
              key={step.path}
              aria-current={current ? 'step' : undefined}
              fontWeight={current ? 'semibold' : 'normal'}
              color={current ? 'brand.500' : 'fg.muted'}
            >
              {index + 1}. {step.label}
            </Text>
          );
        })}
      </HStack>
      <Outlet />
    </Stack>
  );
}
