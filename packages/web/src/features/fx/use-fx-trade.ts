import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OptionItem } from '../../components/ui/option-item';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { useForm } from '../../lib/use-form';
import { useMachine } from '../../lib/use-machine';
import { fxCutoffCheckQueryOptions } from './api/check-fx-cutoff-time';
import { useExecuteFxQuoteMutation } from './api/execute-fx-quote';
import { useFxCutoffTimeWindowQuery } from './api/fx-cutoff-time-window';
import { useFxRateHistoryQuery } from './api/fx-rate-history';
import { useRequestFxQuoteMutation } from './api/request-fx-quote';
import { describeExecuteError } from './execute-error';
import { EDITING, fxTradeReducer, quotedOf } from './fx-trade-machine';
import {
  defaultsFor,
  type FxTradeValues,
  fxTradeSchema,
  swapCurrencies,
  toQuoteRequest,
} from './fx-trade-schema';
import { createIdempotencyKeys } from './idempotency-keys';
import { isQuoteExpired } from './quote-countdown';
import { quoteFieldErrors } from './quote-errors';
import { useAutoRequote } from './use-auto-requote';
import { useFollowedCutoffCheck } from './use-followed-cutoff-check';
import { useQuoteCountdown } from './use-quote-countdown';

/** The organization account's bank accounts and the currency codes of each. */
function useTradingAccounts() {
  const accountRef = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const currenciesOf = (ref: string) =>
    bankAccounts
      .find((bankAccount) => bankAccount.ref === ref)
      ?.currencies.map((currency) => currency.code) ?? [];
  return { accountRef, bankAccounts, currenciesOf };
}

/**
 * /app/new-fx-trade's logic: the form, the cut-off window, the quote and its countdown (renewed by itself when
 * asked), and one execution per request body (with the 2FA code when the quote requires it).
 */
export function useFxTrade() {
  const { accountRef, bankAccounts, currenciesOf } = useTradingAccounts();
  const first = bankAccounts[0];
  const form = useForm<FxTradeValues>({
    resolver: zodResolver(fxTradeSchema),
    defaultValues: defaultsFor(first?.ref ?? '', first?.currencies.map((c) => c.code) ?? []),
  });
  const { reset, setError, getValues, watch } = form;
  const values = watch();
  // The step is read at once by the next click (before a re-render): it is the lock against a second execution.
  const { state: step, current, dispatch } = useMachine(fxTradeReducer, EDITING);
  const [autoRefresh, setAutoRefresh] = useState(false);

  // Another organization account selected: start again on its first bank account.
  useEffect(() => {
    reset(defaultsFor(first?.ref ?? '', first?.currencies.map((c) => c.code) ?? []));
    dispatch({ type: 'edit' });
  }, [first, reset, dispatch]);

  const queryClient = useQueryClient();
  const cutoff = useFollowedCutoffCheck(accountRef, values.bankAccountRef);
  const tradingWindow = useFxCutoffTimeWindowQuery();
  const requestQuote = useRequestFxQuoteMutation();
  const execute = useExecuteFxQuoteMutation();
  // The chart's series (same cache entry): its latest mid rate is what the quote is compared with.
  const rateHistory = useFxRateHistoryQuery(
    accountRef,
    values.bankAccountRef,
    values.sellCurrency,
    values.buyCurrency,
  );

  const quoted = quotedOf(step);
  const countdown = useQuoteCountdown(quoted?.quote.expires_at, quoted?.offsetMs ?? 0);
  const expired = quoted ? quoted.refused || countdown.expired : false;
  const tradingOpen = cutoff.data?.check.within_window ?? true;

  const startQuote = async (formValues: FxTradeValues) => {
    dispatch({ type: 'quote-requested' });
    // The window decides whether a trade can be executed: check it before every quote.
    const check = await queryClient
      .fetchQuery(fxCutoffCheckQueryOptions(accountRef, formValues.bankAccountRef))
      .catch(() => null);
    if (check && !check.check.within_window) {
      dispatch({ type: 'trading-closed' });
      return;
    }
    requestQuote.mutate(
      { account: accountRef, bankAccount: formValues.bankAccountRef, body: toQuoteRequest(formValues) },
      {
        onSuccess: (received) => {
          const keys = createIdempotencyKeys();
          dispatch({
            type: 'quote-received',
            quoted: { ...received, values: formValues, keys, refused: false },
          });
          // The markup compares with the latest mid rate: fetch it again if the chart's is older than a minute.
          if (rateHistory.isStale) void rateHistory.refetch();
        },
        onError: (error) => {
          for (const [name, message] of quoteFieldErrors(error)) setError(name, { message });
        },
      },
    );
  };

  // Optional: a quote that runs out is replaced while the screen is visible (never after a refusal).
  const autoRefreshDue =
    autoRefresh &&
    quoted !== null &&
    countdown.expired &&
    !quoted.refused &&
    tradingOpen &&
    !requestQuote.isPending;
  useAutoRequote(autoRefreshDue ? quoted?.values : undefined, startQuote);

  const executeQuote = () => {
    const now = current.current;
    if (now.name !== 'quoted') return;
    const { quoted, code } = now;
    // Decided on the clock at the click, not on the last render: the tab may have slept since.
    if (quoted.refused || isQuoteExpired(quoted.quote.expires_at, quoted.offsetMs)) {
      dispatch({ type: 'found-expired' });
      return;
    }
    if (quoted.quote.requires_two_factor && !/^\d{6}$/.test(code)) {
      dispatch({ type: 'code-invalid', message: t`Enter the 6-digit code from your authenticator app.` });
      return;
    }
    const body = quoted.quote.requires_two_factor
      ? { quote_ref: quoted.quote.ref, two_factor_code: code }
      : { quote_ref: quoted.quote.ref };
    dispatch({ type: 'execute' });
    execute.mutate(
      {
        account: accountRef,
        bankAccount: quoted.values.bankAccountRef,
        body,
        idempotencyKey: quoted.keys.keyFor(body),
      },
      {
        onSuccess: (trade) => dispatch({ type: 'executed', trade }),
        onError: (error) => {
          const failure = describeExecuteError(error);
          dispatch({ type: 'execute-failed', failure });
          if (failure.kind === 'outside-cutoff') void cutoff.refetch();
        },
      },
    );
  };

  const currencyOptions: OptionItem[] = currenciesOf(values.bankAccountRef).map((code) => ({
    label: code,
    value: code,
  }));
  const bankAccountOptions: OptionItem[] = bankAccounts.map((bankAccount) => ({
    label: `${bankAccount.name} (${bankAccount.currencies.map((c) => c.code).join(', ')})`,
    value: bankAccount.ref,
  }));

  return {
    accountRef,
    form,
    values,
    step,
    quoted,
    hasBankAccounts: bankAccounts.length > 0,
    bankAccountOptions,
    currencyOptions,
    cutoffCheck: cutoff.data?.check,
    tradingWindow: tradingWindow.data,
    tradingOpen,
    midRate: rateHistory.data?.at(-1)?.rate,
    countdown,
    expired,
    quoting: requestQuote.isPending,
    quoteError: requestQuote.isError ? requestQuote.error : null,
    executing: execute.isPending,
    autoRefresh,
    setAutoRefresh,
    /** Get quote (the form's submit) and Get a new quote. */
    requestQuote: startQuote,
    executeQuote,
    typeCode: (code: string) => dispatch({ type: 'type-code', code }),
    /** Change trade: back to the form with the same values. */
    changeTrade: () => dispatch({ type: 'edit' }),
    /** New trade: back to the form, the amount emptied. */
    newTrade: () => {
      dispatch({ type: 'edit' });
      reset({ ...getValues(), amount: '' });
    },
    /** Another bank account: its first two currencies, the typed amount kept. */
    chooseBankAccount: (ref: string) =>
      reset({ ...defaultsFor(ref, currenciesOf(ref)), amount: getValues('amount') }),
    swap: () => reset(swapCurrencies(getValues())),
  };
}
