import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { approvalProgress } from './payment-approval';

type Payment = components['schemas']['Payment'];

/** Who approved a held payment and when, how many are needed, until when, or why it was rejected. */
export function PaymentApprovalSection({ payment }: { payment: Payment }) {
  const progress = approvalProgress(payment);
  if (!progress) return null;
  return (
    <Stack gap="2" as="section" aria-labelledby="approval-heading" data-testid="payment-approval">
      <Heading as="h2" size="lg" id="approval-heading">
        <Trans>Approval</Trans>
      </Heading>
      <Text fontWeight="medium">{progress.summary}</Text>
      {progress.approvals.length > 0 ? (
        <List.Root as="ul" ps="5" gap="1">
          {progress.approvals.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List.Root>
      ) : null}
      {progress.rejection ? (
        <Text color="danger.ink" wordBreak="break-word">
          {progress.rejection}
        </Text>
      ) : null}
      {progress.expiry ? <Text color="fg.muted">{`${progress.expiry}.`}</Text> : null}
    </Stack>
  );
}
