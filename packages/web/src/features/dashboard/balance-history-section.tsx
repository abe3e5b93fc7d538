import { Box, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import { DeferredPart } from '../../components/ui/deferred-part';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { RadioGroup } from '../../components/ui/radio-group';
import { SelectField } from '../../components/ui/select-field';
import { useBalancesQueries } from '../../domains/accounts/balances';
import type { OrganizationAccount } from '../../domains/session/session-types';
import { compareDecimal } from '../../lib/decimal';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import { type HistoryDays, useBalanceHistoryQuery } from './api/get-balance-history';
import { useInView } from './use-in-view';

// The chart library (recharts + @chakra-ui/charts) is loaded only when the dashboard shows a chart.
const chartCode = deferredModule(() => import('./balance-chart'));

export interface BalanceHistorySectionProps {
  account: OrganizationAccount;
}

/** The chart's height, and its skeleton's while the data or the chart library loads. */
const CHART_HEIGHT = '260px';

export const HISTORY_TEXTS = {
  balancesFailed: msg`The balances could not be loaded.`,
  historyFailed: msg`The balance history could not be loaded.`,
  noBalances: msg`No balances to chart`,
  chartFailed: msg`The chart could not be loaded.`,
} as const;

/** A text summary of the series: the chart's alternative for screen readers and a quick read for all. */
function summarise(points: ReadonlyArray<{ date: string; balance: string }>, currency: string) {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return '';
  let low = first;
  let high = first;
  for (const point of points) {
    if (compareDecimal(point.balance, low.balance) < 0) low = point;
    if (compareDecimal(point.balance, high.balance) > 0) high = point;
  }
  const money = (value: string) => formatAmount(value, currency, { withCode: true });
  const firstBalance = money(first.balance);
  const firstDate = formatDate(first.date);
  const lastBalance = money(last.balance);
  const lastDate = formatDate(last.date);
  const lowest = money(low.balance);
  const highest = money(high.balance);
  return t`${firstBalance} on ${firstDate}; ${lastBalance} on ${lastDate}. Lowest ${lowest}, highest ${highest}.`;
}

/** The chart's accessible name. */
function chartLabel(name: string, currency: string, days: number) {
  return t`Closing balance of ${name} in ${currency} over the last ${days} days`;
}

/** Closing balance per day of one currency balance over 30 or 90 days. */
export function BalanceHistorySection({ account }: BalanceHistorySectionProps) {
  const { t, i18n } = useLingui();
  const periods = [
    { label: t`30 days`, value: '30' },
    { label: t`90 days`, value: '90' },
  ];
  const balances = useBalancesQueries(
    account.ref,
    account.bank_accounts.map((b) => b.ref),
  );
  const [chosen, setChosen] = useState<string | null>(null);
  const [days, setDays] = useState<HistoryDays>(30);
  const sectionRef = useRef<HTMLDivElement>(null);
  // Below the fold: the history and the chart library load when the user scrolls near them.
  const inView = useInView(sectionRef);
  const selected = balances.balances.find((b) => b.ref === chosen) ?? balances.balances[0];
  const history = useBalanceHistoryQuery(
    account.ref,
    inView ? (selected?.bank_account_ref ?? '') : '',
    selected?.ref ?? '',
    days,
  );
  // The chart library (the largest of the dashboard's parts) loads beside the history once the section is near
  // the screen, and not before: loaded when the browser was first idle, its start was a long task on a phone
  // while the first screen was still settling, for a chart below the fold.
  useDeferredModule(chartCode, inView, undefined, { loadWhenIdle: false });
  const bankName = (ref: string) => account.bank_accounts.find((b) => b.ref === ref)?.name ?? ref;

  return (
    <Box
      ref={sectionRef}
      as="section"
      aria-labelledby="history-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Flex justify="space-between" gap="3" wrap="wrap" align="end" mb="3">
        <Heading as="h2" size="md" id="history-heading">
          <Trans>Balance history</Trans>
        </Heading>
        <Flex gap="3" wrap="wrap" align="end">
          <Box minW="240px">
            <SelectField
              label={t`Balance`}
              size="small"
              loading={balances.isPending}
              options={balances.balances.map((b) => ({
                label: `${bankName(b.bank_account_ref)} · ${b.currency}`,
                value: b.ref,
              }))}
              value={selected?.ref ?? null}
              onChange={setChosen}
            />
          </Box>
          <RadioGroup
            label={t`Period`}
            orientation="horizontal"
            options={periods}
            value={String(days)}
            onChange={(value) => setDays(value === '90' ? 90 : 30)}
          />
        </Flex>
      </Flex>
      {balances.error && !selected ? (
        <LoadErrorBanner
          title={i18n._(HISTORY_TEXTS.balancesFailed)}
          error={balances.error}
          onRetry={() => void balances.refetch()}
        />
      ) : !selected && !balances.isPending ? (
        <EmptyState text={i18n._(HISTORY_TEXTS.noBalances)} minH="200px" />
      ) : history.isError ? (
        <LoadErrorBanner
          title={i18n._(HISTORY_TEXTS.historyFailed)}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.data && selected ? (
        <Stack gap="2">
          <DeferredPart
            code={chartCode}
            failureTitle={i18n._(HISTORY_TEXTS.chartFailed)}
            fallback={<Skeleton height={CHART_HEIGHT} data-testid="history-loading" />}
          >
            {(chart) => (
              <chart.default
                points={history.data}
                currency={selected.currency}
                height={CHART_HEIGHT}
                label={chartLabel(bankName(selected.bank_account_ref), selected.currency, days)}
              />
            )}
          </DeferredPart>
          <Text fontSize="sm" color="fg.muted" data-testid="history-summary">
            {summarise(history.data, selected.currency)}
          </Text>
        </Stack>
      ) : (
        <Skeleton height={CHART_HEIGHT} data-testid="history-loading" />
      )}
    </Box>
  );
}
