import { Box, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { RATE_HISTORY_HOURS, useFxRateHistoryQuery } from './api/fx-rate-history';
import { formatRate, rateDecimals } from './rate-display';
import { summariseRates } from './rate-summary';

// The chart library is only fetched when this panel renders (this screen), never with other routes.
const FxRateChart = lazy(() => import('./fx-rate-chart'));

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
  const history = useFxRateHistoryQuery(account, bankAccount, sellCurrency, buyCurrency);
  const ready = sellCurrency !== '' && buyCurrency !== '' && sellCurrency !== buyCurrency;
  const summary = history.data ? summariseRates(history.data) : null;
  // Every figure of the summary with the decimals of the latest rate, as the quote shows its rate.
  const shown = (rate: string) => formatRate(rate, summary ? rateDecimals(summary.latest) : undefined);
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
        {ready ? `${sellCurrency} to ${buyCurrency}, last ${RATE_HISTORY_HOURS} hours` : 'Rate history'}
      </Heading>
      {!ready ? (
        <Text color="fg.muted">Choose two different currencies to see how their rate moved.</Text>
      ) : history.isError ? (
        <LoadErrorBanner
          title="The rate history could not be loaded."
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : history.isPending ? (
        <Skeleton height="56" />
      ) : summary ? (
        <>
          <Text data-testid="fx-rate-summary">
            Indicative rate now {shown(summary.latest)} {buyCurrency} per {sellCurrency}; low{' '}
            {shown(summary.low)}, high {shown(summary.high)},{' '}
            {summary.direction === 'flat'
              ? 'unchanged'
              : `${summary.direction === 'up' ? 'up' : 'down'} ${shown(summary.change.replace('-', ''))}`}{' '}
            over {RATE_HISTORY_HOURS} hours.
          </Text>
          <Suspense fallback={<Skeleton height="56" />}>
            <Box>
              <FxRateChart points={history.data} sellCurrency={sellCurrency} buyCurrency={buyCurrency} />
            </Box>
          </Suspense>
          <Text color="fg.muted" fontSize="xs">
            Indicative mid rates. Trades execute at the quoted rate.
          </Text>
        </>
      ) : (
        <Text color="fg.muted">No rates for this pair yet.</Text>
      )}
    </Stack>
  );
}
