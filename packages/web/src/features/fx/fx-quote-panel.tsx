import { Checkbox, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { SupportReference } from '../../components/ui/support-reference';
import { TextInput } from '../../components/ui/text-input';
import { formatAmount } from '../../lib/format-amount';
import { formatDuration } from '../../lib/format-duration';
import type { FxQuote } from './api/request-fx-quote';
import type { ExecuteFailure } from './execute-error';
import { remainingSeconds } from './quote-countdown';
import { formatRate, markupText } from './rate-display';
import { totalDebitedRow } from './total-debited';

export interface FxQuotePanelProps {
  quote: FxQuote;
  remainingMs: number;
  expired: boolean;
  tradingOpen: boolean;
  code: string;
  codeError?: string;
  onCodeChange: (code: string) => void;
  failure: ExecuteFailure | null;
  executing: boolean;
  requoting: boolean;
  onExecute: () => void;
  onNewQuote: () => void;
  onChange: () => void;
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  /** The latest indicative mid rate of the pair (the chart's), to show the quote's markup against it. */
  midRate?: string;
}

/** The quoted trade, its countdown, the 2FA code when needed and the execute / new quote actions. */
export function FxQuotePanel(props: FxQuotePanelProps) {
  const { t } = useLingui();
  const { quote, remainingMs, expired, tradingOpen, failure, executing, requoting } = props;
  const canExecute = !expired && tradingOpen;
  const markup = props.midRate ? markupText(quote.rate, props.midRate) : null;
  const timeLeft = formatDuration(remainingSeconds(remainingMs));
  // Each row: its test id (the same in every language), its label and its value.
  const rows: [string, string, string][] = [
    ['you-sell', t`You sell`, formatAmount(quote.sell_amount, quote.sell_currency, { withCode: true })],
    ['you-buy', t`You buy`, formatAmount(quote.buy_amount, quote.buy_currency, { withCode: true })],
    // Rates as people read them; the exact rate stays in the quote and is what the bank executes.
    ['rate', t`Rate`, `1 ${quote.sell_currency} = ${formatRate(quote.rate)} ${quote.buy_currency}`],
    [
      'inverse-rate',
      t`Inverse rate`,
      `1 ${quote.buy_currency} = ${formatRate(quote.inverse_rate)} ${quote.sell_currency}`,
    ],
    // The chart's latest mid rate beside the quoted one: what the exchange costs besides the fee.
    ...(markup ? ([['markup', t`Markup`, markup]] as [string, string, string][]) : []),
    ['fee', t`Fee`, formatAmount(quote.fee, quote.fee_currency, { withCode: true })],
    ...totalDebitedRow(quote).map(([label, value]): [string, string, string] => [
      'total-debited',
      label,
      value,
    ]),
  ];
  return (
    <Stack as="section" aria-labelledby="fx-quote-heading" gap="4" borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Heading as="h2" size="md" id="fx-quote-heading">
          <Trans>Your quote</Trans>
        </Heading>
        {/* A timer is not announced every second; the expiry itself is announced by the alert below. */}
        <Text
          role="timer"
          aria-live="off"
          fontWeight="semibold"
          color={expired ? 'fg.error' : 'brand.inkStrong'}
        >
          {expired ? t`Expired` : t`Expires in ${timeLeft}`}
        </Text>
      </HStack>
      <DataList.Root orientation="horizontal" size="md">
        {rows.map(([id, label, value]) => (
          <DataList.Item key={id}>
            <DataList.ItemLabel minW="32">{label}</DataList.ItemLabel>
            <DataList.ItemValue data-testid={`quote-${id}`}>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
      <SupportReference value={quote.ref} what={t`quote`} label={t`Quote reference`} />
      {expired ? (
        <AlertBanner type="warning">{t`This quote has expired. Get a new quote to trade at the current rate.`}</AlertBanner>
      ) : null}
      {!tradingOpen && !expired ? (
        <AlertBanner type="warning">{t`FX trading is closed, so this quote cannot be executed.`}</AlertBanner>
      ) : null}
      {quote.requires_two_factor && canExecute ? (
        <TextInput
          label={t`Authentication code`}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={props.code}
          onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, ''))}
          extraInfo={t`Enter the 6-digit code from your authenticator app to confirm this trade.`}
          error={props.codeError}
        />
      ) : null}
      {failure && !props.codeError ? (
        <AlertBanner type="error">
          <Text whiteSpace="pre-line">{failure.message}</Text>
        </AlertBanner>
      ) : null}
      <Checkbox.Root
        checked={props.autoRefresh}
        onCheckedChange={(details) => props.onAutoRefreshChange(details.checked === true)}
        colorPalette="brand"
        size="sm"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>
          <Trans>Get a new quote automatically when this one expires</Trans>
        </Checkbox.Label>
      </Checkbox.Root>
      <HStack gap="3" wrap="wrap">
        {canExecute ? (
          <Button onClick={props.onExecute} loading={executing} disabled={requoting}>
            <Trans>Execute trade</Trans>
          </Button>
        ) : null}
        {expired || failure?.needsNewQuote ? (
          <Button
            variant={canExecute ? 'outline' : 'primary'}
            onClick={props.onNewQuote}
            loading={requoting}
            disabled={executing}
          >
            <Trans>Get a new quote</Trans>
          </Button>
        ) : null}
        <Button variant="text" onClick={props.onChange} disabled={executing}>
          <Trans>Change trade</Trans>
        </Button>
      </HStack>
    </Stack>
  );
}
