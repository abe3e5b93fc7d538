import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorText, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import type { OptionItem } from '../../components/ui/option-item';
import { useForm } from '../../lib/use-form';
import { useSessionStore } from '../../stores/session-store';
import { fxCutoffCheckQuery, useFxCutoffCheckQuery } from './api/check-fx-cutoff-time';
import { type FxTrade, useExecuteFxQuoteMutation } from './api/execute-fx-quote';
import { useFxCutoffTimeWindowQuery } from './api/fx-cutoff-time-window';
import { useFxRateHistoryQuery } from './api/fx-rate-history';
import { type FxQuote, useRequestFxQuoteMutation } from './api/request-fx-quote';
import { describeExecuteError, type ExecuteFailure } from './execute-error';
import { FxCutoffNotice } from './fx-cutoff-notice';
import { FxQuotePanel, QUOTE_TEXTS } from './fx-quote-panel';
import { FxRateHistoryPanel } from './fx-rate-history-panel';
import { FxTradeFormFields } from './fx-trade-form';
import { FxTradeResult } from './fx-trade-result';
import {
  defaultsFor,
  type FxTradeValues,
  fxTradeSchema,
  swapCurrencies,
  toQuoteRequest,
} from './fx-trade-schema';
import { createIdempotencyKeys, type IdempotencyKeys } from './idempotency-keys';
import { estimatedServerNow, isQuoteExpired } from './quote-countdown';
import { useQuoteCountdown } from './use-quote-countdown';

interface QuotedTrade {
  quote: FxQuote;
  offsetMs: number;
  values: FxTradeValues;
  keys: IdempotencyKeys;
  /** The bank said the quote is over (410, 409, locked): treat it as expired whatever the clock says. */
  refused: boolean;
}

const MAX_TIMER_MS = 2_147_000_000;

/** /app/new-fx-trade: quote, countdown, execution (with 2FA when required) and the cut-off window. */
export function NewFxTradeScreen() {
  const accountRef = useSessionStore((state) => state.currentAccountRef);
  const userData = useSessionStore((state) => state.userData);
  const bankAccounts = useMemo(
    () => userData.organization_accounts?.find((account) => account.ref === accountRef)?.bank_accounts ?? [],
    [userData, accountRef],
  );
  const first = bankAccounts[0];
  const currenciesOf = (ref: string) =>
    bankAccounts
      .find((bankAccount) => bankAccount.ref === ref)
      ?.currencies.map((currency) => currency.code) ?? [];

  const form = useForm<FxTradeValues>({
    resolver: zodResolver(fxTradeSchema),
    defaultValues: defaultsFor(first?.ref ?? '', first?.currencies.map((c) => c.code) ?? []),
  });
  const { control, handleSubmit, formState, watch, reset, setError, getValues } = form;
  const values = watch();

  // Another organization account selected: start again on its first bank account.
  useEffect(() => {
    reset(defaultsFor(first?.ref ?? '', first?.currencies.map((c) => c.code) ?? []));
    setQuoted(null);
    setTrade(null);
  }, [first, reset]);

  const queryClient = useQueryClient();
  const cutoff = useFxCutoffCheckQuery(accountRef, values.bankAccountRef);
  const tradingWindow = useFxCutoffTimeWindowQuery();
  const requestQuote = useRequestFxQuoteMutation();
  const execute = useExecuteFxQuoteMutation();

  const [quoted, setQuoted] = useState<QuotedTrade | null>(null);
  const [trade, setTrade] = useState<FxTrade | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ExecuteFailure | null>(null);
  const executing = useRef(false);
  const [autoRefresh, setAutoRefresh] = useState(false);

  // The chart's series (same cache entry): its latest mid rate is what the quote is compared with.
  const rateHistory = useFxRateHistoryQuery(
    accountRef,
    values.bankAccountRef,
    values.sellCurrency,
    values.buyCurrency,
  );
  // On one column (phones) the quote comes after the form: bring a new quote into view.
  const quotePanel = useRef<HTMLDivElement>(null);
  const quoteRef = quoted?.quote.ref;
  useEffect(() => {
    if (quoteRef) quotePanel.current?.scrollIntoView({ block: 'nearest' });
  }, [quoteRef]);

  const countdown = useQuoteCountdown(quoted?.quote.expires_at, quoted?.offsetMs ?? 0);
  const expired = quoted ? quoted.refused || countdown.expired : false;
  const tradingOpen = cutoff.data?.check.within_window ?? true;

  // Ask again when the window is due to close or reopen, so the screen follows it while it stays open.
  const { refetch: refetchCutoff } = cutoff;
  useEffect(() => {
    const check = cutoff.data?.check;
    if (!check) return;
    const target = Date.parse(check.within_window ? (check.closes_at ?? '') : check.next_open_at);
    if (!Number.isFinite(target)) return;
    const wait = target - estimatedServerNow(cutoff.data?.offsetMs ?? 0) + 1000;
    const id = setTimeout(() => void refetchCutoff(), Math.min(Math.max(wait, 1000), MAX_TIMER_MS));
    return () => clearTimeout(id);
  }, [cutoff.data, refetchCutoff]);

  const currencyOptions: OptionItem[] = currenciesOf(values.bankAccountRef).map((code) => ({
    label: code,
    value: code,
  }));
  const bankAccountOptions: OptionItem[] = bankAccounts.map((bankAccount) => ({
    label: `${bankAccount.name} (${bankAccount.currencies.map((c) => c.code).join(', ')})`,
    value: bankAccount.ref,
  }));

  const startQuote = async (formValues: FxTradeValues) => {
    setFailure(null);
    setCodeError(undefined);
    setCode('');
    // The window decides whether a trade can be executed: check it before every quote.
    const check = await queryClient
      .fetchQuery(fxCutoffCheckQuery(accountRef, formValues.bankAccountRef))
      .catch(() => null);
    if (check && !check.check.within_window) {
      setQuoted(null);
      return;
    }
    requestQuote.mutate(
      { account: accountRef, bankAccount: formValues.bankAccountRef, body: toQuoteRequest(formValues) },
      {
        onSuccess: (received) => {
          setQuoted({ ...received, values: formValues, keys: createIdempotencyKeys(), refused: false });
          // The markup compares with the latest mid rate: fetch it again if the chart's is older than a minute.
          if (rateHistory.isStale) void rateHistory.refetch();
        },
        onError: (error) => {
          const fields = getFieldErrors(error);
          const fieldOf: Record<string, keyof FxTradeValues> = {
            sell_currency: 'sellCurrency',
            buy_currency: 'buyCurrency',
            sell_amount: 'amount',
            buy_amount: 'amount',
          };
          for (const [field, message] of Object.entries(fields)) {
            const name = fieldOf[field];
            if (name) setError(name, { message });
          }
        },
      },
    );
  };

  // Optional: a quote that runs out is replaced while the screen is visible (never after a refusal).
  const startQuoteRef = useRef(startQuote);
  startQuoteRef.current = startQuote;
  const autoRefreshDue =
    autoRefresh &&
    quoted !== null &&
    countdown.expired &&
    !quoted.refused &&
    tradingOpen &&
    !requestQuote.isPending;
  const dueValues = autoRefreshDue ? quoted?.values : undefined;
  useEffect(() => {
    if (!dueValues) return;
    const refresh = () => {
      if (document.visibilityState === 'visible') void startQuoteRef.current(dueValues);
    };
    refresh();
    document.addEventListener('visibilitychange', refresh);
    return () => document.removeEventListener('visibilitychange', refresh);
  }, [dueValues]);

  const onExecute = () => {
    if (!quoted || executing.current) return;
    // Decided on the clock at the click, not on the last render: the tab may have slept since.
    if (quoted.refused || isQuoteExpired(quoted.quote.expires_at, quoted.offsetMs)) {
      setQuoted({ ...quoted });
      return;
    }
    if (quoted.quote.requires_two_factor && !/^\d{6}$/.test(code)) {
      setCodeError(QUOTE_TEXTS.codeFormat);
      return;
    }
    const body = quoted.quote.requires_two_factor
      ? { quote_ref: quoted.quote.ref, two_factor_code: code }
      : { quote_ref: quoted.quote.ref };
    executing.current = true;
    setFailure(null);
    setCodeError(undefined);
    execute.mutate(
      {
        account: accountRef,
        bankAccount: quoted.values.bankAccountRef,
        body,
        idempotencyKey: quoted.keys.keyFor(body),
      },
      {
        onSuccess: (executed) => {
          setTrade(executed);
          setQuoted(null);
        },
        onError: (error) => {
          const mapped = describeExecuteError(error);
          setFailure(mapped);
          setCodeError(mapped.codeError);
          if (mapped.needsNewQuote)
            setQuoted((current) => (current ? { ...current, refused: true } : current));
          if (mapped.kind === 'outside-cutoff') void refetchCutoff();
        },
        onSettled: () => {
          executing.current = false;
        },
      },
    );
  };

  const newTrade = () => {
    setTrade(null);
    setQuoted(null);
    setFailure(null);
    reset({ ...getValues(), amount: '' });
  };

  if (bankAccounts.length === 0) {
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          New FX trade
        </Heading>
        <EmptyState
          text="No bank accounts"
          description="This organization account has no bank accounts to trade with."
        />
      </Stack>
    );
  }

  const formDisabled = quoted !== null || requestQuote.isPending;
  const amountCurrency = values.amountSide === 'sell' ? values.sellCurrency : values.buyCurrency;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          New FX trade
        </Heading>
        <Text color="fg.muted">
          Exchange money between two currencies of a bank account at a quoted rate.
        </Text>
      </Stack>
      <FxCutoffNotice check={cutoff.data?.check} window={tradingWindow.data} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        {trade ? (
          <FxTradeResult trade={trade} onNewTrade={newTrade} />
        ) : (
          <Stack gap="4">
            <form noValidate aria-label="FX trade" onSubmit={handleSubmit(startQuote)}>
              <Stack gap="4">
                <FxTradeFormFields
                  control={control}
                  errors={formState.errors}
                  bankAccountOptions={bankAccountOptions}
                  currencyOptions={currencyOptions}
                  amountCurrency={amountCurrency}
                  amountSide={values.amountSide}
                  disabled={formDisabled}
                  onBankAccountChange={(ref) =>
                    reset({ ...defaultsFor(ref, currenciesOf(ref)), amount: getValues('amount') })
                  }
                  onSwap={() => reset(swapCurrencies(getValues()))}
                />
                {requestQuote.isError ? (
                  <AlertBanner type="error">
                    <Text whiteSpace="pre-line">{getErrorText(requestQuote.error)}</Text>
                  </AlertBanner>
                ) : null}
                {quoted ? null : (
                  <Button
                    type="submit"
                    loading={requestQuote.isPending}
                    disabled={!tradingOpen}
                    alignSelf="flex-start"
                  >
                    Get quote
                  </Button>
                )}
              </Stack>
            </form>
          </Stack>
        )}
        {/* The quote sits at the top of the second column, beside the form and above the chart, so the
            quote and "Execute trade" stay in view while the countdown runs. */}
        <Stack gap="6">
          {quoted ? (
            <Box ref={quotePanel}>
              <FxQuotePanel
                midRate={rateHistory.data?.at(-1)?.rate}
                quote={quoted.quote}
                remainingMs={countdown.remainingMs}
                expired={expired}
                tradingOpen={tradingOpen}
                code={code}
                codeError={codeError}
                onCodeChange={(next) => {
                  setCode(next);
                  setCodeError(undefined);
                }}
                failure={failure}
                executing={execute.isPending}
                requoting={requestQuote.isPending}
                autoRefresh={autoRefresh}
                onAutoRefreshChange={setAutoRefresh}
                onExecute={onExecute}
                onNewQuote={() => void startQuote(quoted.values)}
                onChange={() => {
                  setQuoted(null);
                  setFailure(null);
                }}
              />
            </Box>
          ) : null}
          <FxRateHistoryPanel
            account={accountRef}
            bankAccount={values.bankAccountRef}
            sellCurrency={values.sellCurrency}
            buyCurrency={values.buyCurrency}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
