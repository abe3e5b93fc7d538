import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { CheckIcon, CloseIcon } from './icons';

export type StepStatus = 'failed' | 'processing' | 'success' | 'default';

export interface Step {
  key: string;
  label: string;
  status: StepStatus;
}

const STATUS_TEXT: Record<StepStatus, string> = {
  failed: 'failed',
  processing: 'in progress',
  success: 'completed',
  default: 'not started',
};

const PALETTE: Record<StepStatus, { bg: string; color: string; border: string }> = {
  success: { bg: 'brand.500', color: 'white', border: 'brand.500' },
  processing: { bg: 'white', color: 'brand.600', border: 'brand.500' },
  failed: { bg: 'danger.500', color: 'white', border: 'danger.500' },
  default: { bg: 'white', color: 'gray.600', border: 'gray.300' },
};

export interface StepProgressProps {
  steps: ReadonlyArray<Step>;
  'aria-label'?: string;
}

/** An ordered list of steps (e.g. recipient → reason → amount → review) with their status. */
export function StepProgress({ steps, 'aria-label': ariaLabel = 'Progress' }: StepProgressProps) {
  return (
    <Flex
      as="ol"
      aria-label={ariaLabel}
      listStyleType="none"
      m="0"
      p="0"
      gap={{ base: '2', md: '4' }}
      wrap="wrap"
    >
      {steps.map((step, index) => {
        const p = PALETTE[step.status];
        return (
          <Flex
            as="li"
            key={step.key}
            align="center"
            gap="2"
            data-status={step.status}
            aria-current={step.status === 'processing' ? 'step' : undefined}
          >
            <Box
              aria-hidden="true"
              w="8"
              h="8"
              borderRadius="full"
              borderWidth="2px"
              borderColor={p.border}
              bg={p.bg}
              color={p.color}
              display="flex"
              alignItems="center"
              justifyContent="center"
              fontWeight="semibold"
              fontSize="sm"
            >
              {step.status === 'success' ? (
                <CheckIcon />
              ) : step.status === 'failed' ? (
                <CloseIcon />
              ) : (
                index + 1
              )}
            </Box>
            <Text fontSize="sm" fontWeight={step.status === 'processing' ? 'semibold' : 'normal'}>
              {step.label}
              <VisuallyHidden>{`, step ${index + 1} of ${steps.length}, ${STATUS_TEXT[step.status]}`}</VisuallyHidden>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
