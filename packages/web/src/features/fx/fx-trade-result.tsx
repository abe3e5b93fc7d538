import { DataList, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { StatusBadge } from '../../components/ui/status-badge';
import { SupportReference } from '../../components/ui/support-reference';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { FxTrade } from './api/execute-fx-quote';
import { formatRate } from './rate-display';
import { totalDebitedRow } from './total-debited';

export interface FxTradeResultProps {
  trade: FxTrade;
  onNewTrade: () => void;
}

/** The executed trade, with the way to the balances it changed. */
export function FxTradeResult({ trade, onNewTrade }: FxTradeResultProps) {
  const { t } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user acted on is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const sold = formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true });
  const bought = formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true });
  // Each row: its test id (the same in every language), its label and its value.
  const rows: [string, string, React.ReactNode][] = [
    ['you-sold', t`You sold`, sold],
    ['you-bought', t`You bought`, bought],
    ['rate', t`Rate`, `1 ${trade.sell_currency} = ${formatRate(trade.rate)} ${trade.buy_currency}`],
    ['fee', t`Fee`, formatAmount(trade.fee, trade.fee_currency, { withCode: true })],
    ...totalDebitedRow(trade).map(([label, value]): [string, string, React.ReactNode] => [
      'total-debited',
      label,
      value,
    ]),
    ['status', t`Status`, <StatusBadge key="status" status={trade.status} />],
    ['executed-at', t`Executed at`, formatDateTime(trade.executed_at)],
  ];
  return (
    <Stack as="section" aria-labelledby="fx-result-heading" gap="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="fx-result-heading" ref={headingRef} tabIndex={-1} outline="none">
        <Trans>Trade executed</Trans>
      </Heading>
      <AlertBanner type="success">{t`You sold ${sold} and bought ${bought}.`}</AlertBanner>
      <DataList.Root orientation="horizontal">
        {rows.map(([id, label, value]) => (
          <DataList.Item key={id}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`trade-${id}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <SupportReference value={trade.ref} what={t`trade`} />
      <HStack gap="4" wrap="wrap">
        <Link asChild color="brand.inkStrong" fontWeight="medium">
          <RouterLink to={paths.app.dashboard.getHref()}>
            <Trans>View updated balances</Trans>
          </RouterLink>
        </Link>
        <Link asChild color="brand.inkStrong" fontWeight="medium">
          <RouterLink to={paths.app.fxTrades.getHref()}>
            <Trans>View in history</Trans>
          </RouterLink>
        </Link>
        <Button variant="outline" onClick={onNewTrade}>
          <Trans>New trade</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
