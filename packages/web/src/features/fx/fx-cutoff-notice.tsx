import { Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { formatDateTime } from '../../lib/format-date';
import type { FxCutoffCheck } from './api/check-fx-cutoff-time';
import { describeTradingHours, type TimeWindow } from './trading-hours';

export interface FxCutoffNoticeProps {
  check: FxCutoffCheck | undefined;
  window: TimeWindow | undefined;
}

/** Whether trades can be executed now, and when the window closes or reopens (times in the user's zone). */
export function FxCutoffNotice({ check, window }: FxCutoffNoticeProps) {
  const { t } = useLingui();
  if (!check) return null;
  const hours = window ? describeTradingHours(window) : null;
  if (!check.within_window) {
    const reopensAt = formatDateTime(check.next_open_at);
    return (
      <AlertBanner type="warning" title={t`FX trading is closed`}>
        {t`Trading reopens on ${reopensAt}.`} {t`Quotes cannot be executed until then.`}
        {hours ? (
          <Text as="span" display="block" mt="1">
            {hours}
          </Text>
        ) : null}
      </AlertBanner>
    );
  }
  const closesAt = check.closes_at ? formatDateTime(check.closes_at) : null;
  return (
    <Text color="fg.muted" fontSize="sm">
      {closesAt ? t`FX trading is open until ${closesAt}.` : null} {hours}
    </Text>
  );
}
