import { Box } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** Clamps to 0–100; NaN becomes 0. */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return value === Number.POSITIVE_INFINITY ? 100 : 0;
  return Math.min(100, Math.max(0, value));
}

export interface ProgressBarProps {
  /** Percentage, clamped to 0–100. */
  value: number;
  /** Accessible name. */
  label?: string;
  height?: string;
}

export function ProgressBar({ value, label, height = '8px' }: ProgressBarProps) {
  const { t } = useLingui();
  const percent = clampPercent(value);
  return (
    <Box
      role="progressbar"
      aria-label={label ?? t`Progress`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      bg="bg.emphasized"
      borderRadius="full"
      overflow="hidden"
      h={height}
      w="full"
    >
      <Box
        data-testid="progress-fill"
        h="full"
        bg="brand.500"
        borderRadius="full"
        style={{ width: `${percent}%` }}
      />
    </Box>
  );
}
