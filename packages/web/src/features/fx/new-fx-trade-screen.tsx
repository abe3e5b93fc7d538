import { Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useEffect, useRef } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { PermissionDeniedState } from '../../domains/session/permission-notice';
import { usePermission } from '../../domains/session/use-permission';
import { FxCutoffNotice } from './fx-cutoff-notice';
import { FxQuotePanel } from './fx-quote-panel';
import { FxRateHistoryPanel } from './fx-rate-history-panel';
import { FxTradeFormFields } from './fx-trade-form';
import { FxTradeResult } from './fx-trade-result';
import { useFxTrade } from './use-fx-trade';

/** /app/new-fx-trade: quote, countdown, execution (with 2FA when required) and the cut-off window. */
export function NewFxTradeScreen() {
  const { t } = useLingui();
  const trade = useFxTrade();
  const { form, values, step, quoted } = trade;
  // A role without fx.trade sees why in place of the form, and still the rates (rule ROLE-04).
  const canTrade = usePermission('fx.trade');

  // On one column (phones) the quote comes after the form: bring a new quote into view.
  const quotePanel = useRef<HTMLDivElement>(null);
  const quoteRef = quoted?.quote.ref;
  useEffect(() => {
    if (quoteRef) quotePanel.current?.scrollIntoView({ block: 'nearest' });
  }, [quoteRef]);

  if (!trade.hasBankAccounts) {
    return (
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          <Trans>New FX trade</Trans>
        </Heading>
        <EmptyState
          text={t`No bank accounts`}
          description={t`This organization account has no bank accounts to trade with.`}
        />
      </Stack>
    );
  }

  const amountCurrency = values.amountSide === 'sell' ? values.sellCurrency : values.buyCurrency;

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>New FX trade</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Exchange money between two currencies of a bank account at a quoted rate.</Trans>
        </Text>
      </Stack>
      <FxCutoffNotice check={trade.cutoffCheck} window={trade.tradingWindow} />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        {canTrade.reason ? (
          <PermissionDeniedState reason={canTrade.reason} />
        ) : step.name === 'executed' ? (
          <FxTradeResult trade={step.trade} onNewTrade={trade.newTrade} />
        ) : (
          <Stack gap="4">
            <form noValidate aria-label={t`FX trade`} onSubmit={form.handleSubmit(trade.requestQuote)}>
              <Stack gap="4">
                <FxTradeFormFields
                  control={form.control}
                  errors={form.formState.errors}
                  bankAccountOptions={trade.bankAccountOptions}
                  currencyOptions={trade.currencyOptions}
                  amountCurrency={amountCurrency}
                  amountSide={values.amountSide}
                  disabled={quoted !== null || trade.quoting}
                  onBankAccountChange={trade.chooseBankAccount}
                  onSwap={trade.swap}
                />
                {trade.quoteError ? (
                  <AlertBanner type="error">
                    <Text whiteSpace="pre-line">{getErrorText(trade.quoteError)}</Text>
                  </AlertBanner>
                ) : null}
                {quoted ? null : (
                  <Button
                    type="submit"
                    loading={trade.quoting}
                    disabled={!trade.tradingOpen}
                    alignSelf="flex-start"
                  >
                    <Trans>Get quote</Trans>
                  </Button>
                )}
              </Stack>
            </form>
          </Stack>
        )}
        {/* The quote sits at the top of the second column, beside the form and above the chart, so the
            quote and "Execute trade" stay in view while the countdown runs. */}
        <Stack gap="6">
          {step.name === 'quoted' || step.name === 'executing' ? (
            <Box ref={quotePanel}>
              <FxQuotePanel
                midRate={trade.midRate}
                quote={step.quoted.quote}
                remainingMs={trade.countdown.remainingMs}
                expired={trade.expired}
                tradingOpen={trade.tradingOpen}
                code={step.code}
                codeError={step.name === 'quoted' ? step.codeError : undefined}
                onCodeChange={trade.typeCode}
                failure={step.name === 'quoted' ? step.failure : null}
                executing={trade.executing}
                requoting={trade.quoting}
                autoRefresh={trade.autoRefresh}
                onAutoRefreshChange={trade.setAutoRefresh}
                onExecute={trade.executeQuote}
                onNewQuote={() => void trade.requestQuote(step.quoted.values)}
                onChange={trade.changeTrade}
              />
            </Box>
          ) : null}
          <FxRateHistoryPanel
            account={trade.accountRef}
            bankAccount={values.bankAccountRef}
            sellCurrency={values.sellCurrency}
            buyCurrency={values.buyCurrency}
          />
        </Stack>
      </Grid>
    </Stack>
  );
}
