import { Box, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CheckIcon, CloseIcon } from './icons';

export type StepStatus = 'failed' | 'processing' | 'success' | 'default';

export interface Step {
  key: string;
  label: string;
  status: StepStatus;
}

/** What a screen reader hears after the step's label: its place and its status. */
function stepPosition(position: number, count: number, status: StepStatus): string {
  switch (status) {
    case 'failed':
      return t`, step ${position} of ${count}, failed`;
    case 'processing':
      return t`, step ${position} of ${count}, in progress`;
    case 'success':
      return t`, step ${position} of ${count}, completed`;
    default:
      return t`, step ${position} of ${count}, not started`;
  }
}

const PALETTE: Record<StepStatus, { bg: string; color: string; border: string }> = {
  success: { bg: 'brand.500', color: 'white', border: 'brand.500' },
  processing: { bg: 'bg', color: 'brand.ink', border: 'brand.500' },
  failed: { bg: 'danger.500', color: 'white', border: 'danger.500' },
  default: { bg: 'bg', color: 'fg.muted', border: 'border.emphasized' },
};

export interface StepProgressProps {
  steps: ReadonlyArray<Step>;
  'aria-label'?: string;
}

/**
 * The step whose label stays on screen on a phone: the one in progress (or failed), else the last one.
 * The other labels are only read out there, so four steps fit one row at 390 px.
 */
export function labelledStepIndex(steps: ReadonlyArray<Step>): number {
  const current = steps.findIndex((step) => step.status === 'processing' || step.status === 'failed');
  return current === -1 ? steps.length - 1 : current;
}

/**
 * An ordered list of steps (e.g. recipient → reason → amount → review) with their status. From md up every
 * step shows its label; below md only the current one does, the others their number (every label stays in
 * the accessible name).
 */
export function StepProgress({ steps, 'aria-label': ariaLabel }: StepProgressProps) {
  const { t } = useLingui();
  const labelled = labelledStepIndex(steps);
  return (
    <Flex
      as="ol"
      aria-label={ariaLabel ?? t`Progress`}
      listStyleType="none"
      m="0"
      p="0"
      gap={{ base: '2', md: '4' }}
      align="center"
      wrap={{ base: 'nowrap', md: 'wrap' }}
    >
      {steps.map((step, index) => {
        const p = PALETTE[step.status];
        const isCurrent = step.status === 'processing';
        return (
          <Flex
            as="li"
            key={step.key}
            align="center"
            gap="2"
            flexShrink={0}
            data-status={step.status}
            aria-current={isCurrent ? 'step' : undefined}
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
            <Text
              fontSize="sm"
              fontWeight={isCurrent ? 'semibold' : 'normal'}
              whiteSpace="nowrap"
              srOnly={index === labelled ? undefined : { base: true, md: false }}
              data-step-label
              data-shown-on-phone={index === labelled ? '' : undefined}
            >
              {step.label}
              <VisuallyHidden>{stepPosition(index + 1, steps.length, step.status)}</VisuallyHidden>
            </Text>
          </Flex>
        );
      })}
    </Flex>
  );
}
