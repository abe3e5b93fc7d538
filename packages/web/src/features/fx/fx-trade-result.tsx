import { DataList, Heading, HStack, Link, Stack } from '@chakra-ui/react';
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

export const RESULT_TEXTS = {
  heading: 'Trade executed',
  balances: 'View updated balances',
  history: 'View in history',
  another: 'New trade',
} as const;

export interface FxTradeResultProps {
  trade: FxTrade;
  onNewTrade: () => void;
}

/** The executed trade, with the way to the balances it changed. */
export function FxTradeResult({ trade, onNewTrade }: FxTradeResultProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the user acted on is gone: move focus to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const sold = formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true });
  const bought = formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true });
  const rows: [string, React.ReactNode][] = [
    ['You sold', sold],
    ['You bought', bought],
    ['Rate', `1 ${trade.sell_currency} = ${formatRate(trade.rate)} ${trade.buy_currency}`],
    ['Fee', formatAmount(trade.fee, trade.fee_currency, { withCode: true })],
    ...totalDebitedRow(trade),
    ['Status', <StatusBadge key="status" status={trade.status} />],
    ['Executed at', formatDateTime(trade.executed_at)],
  ];
  return (
    <Stack as="section" aria-labelledby="fx-result-heading" gap="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="fx-result-heading" ref={headingRef} tabIndex={-1} outline="none">
        {RESULT_TEXTS.heading}
      </Heading>
      <AlertBanner type="success">{`You sold ${sold} and bought ${bought}.`}</AlertBanner>
      <DataList.Root orientation="horizontal">
        {rows.map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`trade-${label.toLowerCase().replaceAll(' ', '-')}`}>
              {value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <SupportReference value={trade.ref} what="trade" />
      <HStack gap="4" wrap="wrap">
        <Link asChild color="brand.inkStrong" fontWeight="medium">
          <RouterLink to={paths.app.dashboard.getHref()}>{RESULT_TEXTS.balances}</RouterLink>
        </Link>
        <Link asChild color="brand.inkStrong" fontWeight="medium">
          <RouterLink to={paths.app.fxTrades.getHref()}>{RESULT_TEXTS.history}</RouterLink>
        </Link>
        <Button variant="outline" onClick={onNewTrade}>
          {RESULT_TEXTS.another}
        </Button>
      </HStack>
    </Stack>
  );
}
