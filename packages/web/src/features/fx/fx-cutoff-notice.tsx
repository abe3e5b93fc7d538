import { Text } from '@chakra-ui/react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { formatDateTime } from '../../lib/format-date';
import type { FxCutoffCheck } from './api/check-fx-cutoff-time';
import { describeTradingHours, type TimeWindow } from './trading-hours';

export const CUTOFF_TEXTS = {
  closedTitle: 'FX trading is closed',
  reopens: (at: string) => `Trading reopens on ${formatDateTime(at)}.`,
  openUntil: (at: string) => `FX trading is open until ${formatDateTime(at)}.`,
  noExecution: 'Quotes cannot be executed until then.',
} as const;

export interface FxCutoffNoticeProps {
  check: FxCutoffCheck | undefined;
  window: TimeWindow | undefined;
}

/** Whether trades can be executed now, and when the window closes or reopens (times in the user's zone). */
export function FxCutoffNotice({ check, window }: FxCutoffNoticeProps) {
  if (!check) return null;
  const hours = window ? describeTradingHours(window) : null;
  if (!check.within_window) {
    return (
      <AlertBanner type="warning" title={CUTOFF_TEXTS.closedTitle}>
        {CUTOFF_TEXTS.reopens(check.next_open_at)} {CUTOFF_TEXTS.noExecution}
        {hours ? (
          <Text as="span" display="block" mt="1">
            {hours}
          </Text>
        ) : null}
      </AlertBanner>
    );
  }
  return (
    <Text color="fg.muted" fontSize="sm">
      {check.closes_at ? CUTOFF_TEXTS.openUntil(check.closes_at) : null} {hours}
    </Text>
  );
}
