import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DeferredPart } from '../../components/ui/deferred-part';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import { RATE_HISTORY_HOURS, useFxRateHistoryQuery } from './api/fx-rate-history';
import { formatRate, rateDecimals } from './rate-display';
import { type RateSummary, summariseRates } from './rate-summary';

// The chart library is only fetched when this panel shows a pair (this screen), never with other routes.
const chartCode = deferredModule(() => import('./fx-rate-chart'));

export interface FxRateHistoryPanelProps {
  account: string;
  bankAccount: string;
  sellCurrency: string;
  buyCurrency: string;
}

/** The pair's indicative rate over the last hours: a text summary (for everyone) and a chart. */
export function FxRateHistoryPanel({
  account,
  bankAccount,
  sellCurrency,
  buyCurrency,
}: FxRateHistoryPanelProps) {
  const { t } = useLingui();
  const history = useFxRateHistoryQuery(account, bankAccount, sellCurrency, buyCurrency);
  const ready = sellCurrency !== '' && buyCurrency !== '' && sellCurrency !== buyCurrency;
  const summary = history.data ? summariseRates(history.data) : null;
  // The chart library loads beside the history, once there is a pair to show.
  useDeferredModule(chartCode, ready);
  // Every figure of the summary with the decimals of the latest rate, as the quote shows its rate.
  const shown = (rate: string) => formatRate(rate, summary ? rateDecimals(summary.latest) : undefined);
  const hours = RATE_HISTORY_HOURS;
  // One whole sentence per direction, so each language orders it its own way.
  const summaryText = (rates: RateSummary) => {
    const latest = shown(rates.latest);
    const low = shown(rates.low);
    const high = shown(rates.high);
    const change = shown(rates.change.replace('-', ''));
    if (rates.direction === 'flat')
      return t`Indicative rate now ${latest} ${buyCurrency} per ${sellCurrency}; low ${low}, high ${high}, unchanged over ${hours} hours.`;
    return rates.direction === 'up'
      ? t`Indicative rate now ${latest} ${buyCurrency} per ${sellCurrency}; low ${low}, high ${high}, up ${change} over ${hours} hours.`
      : t`Indicative rate now ${latest} ${buyCurrency} per ${sellCurrency}; low ${low}, high ${high}, down ${change} over ${hours} hours.`;
  };
  return (
    <Stack
      as="section"
      aria-labelledby="fx-rate-history-heading"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="4"
    >
      <Heading as="h2" size="md" id="fx-rate-history-heading">
        {ready ? t`${sellCurrency} to ${buyCurrency}, last ${hours} hours` : t`Rate history`}
      </Heading>
      {!ready ? (
        <Text color="fg.muted">
          <Trans>Choose two different currencies to see how their rate moved.</Trans>
        </Text>
      ) : history.isError ? (
        <LoadErrorBanner
          title={t`The rate history could not be loaded.`}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <Skeleton height="56" />
      ) : summary ? (
        <>
          <Text data-testid="fx-rate-summary">{summaryText(summary)}</Text>
          <DeferredPart
            code={chartCode}
            failureTitle={t`The chart could not be loaded.`}
            fallback={<Skeleton height="56" />}
          >
            {(chart) => (
              <Box>
                <chart.default points={history.data} sellCurrency={sellCurrency} buyCurrency={buyCurrency} />
              </Box>
            )}
          </DeferredPart>
          <Text color="fg.muted" fontSize="xs">
            <Trans>Indicative mid rates. Trades execute at the quoted rate.</Trans>
          </Text>
        </>
      ) : (
        <Text color="fg.muted">
          <Trans>No rates for this pair yet.</Trans>
        </Text>
      )}
    </Stack>
  );
}
