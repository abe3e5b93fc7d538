import { Checkbox, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { StatusBadge } from '../../components/ui/status-badge';
import { TextInput } from '../../components/ui/text-input';
import { paths } from '../../config/paths';
import { usePaymentReasonText } from '../../lib/api/payment-references';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { useSessionStore } from '../../stores/session-store';
import { checkTimeWindowQuery, useCheckTimeWindowQuery } from './api/check-time-window';
import { useCreatePaymentMutation } from './api/create-payment';
import { useCreatePaymentChallengeMutation } from './api/create-payment-challenge';
import { usePaymentFeeQuery } from './api/payment-fee';
import { challengeBinding, type SubmittedPayment, useNewPaymentStore } from './model/new-payment-store';
import {
  agreedExecutionDate,
  isExecutionDateRefusal,
  isKeyReusedRefusal,
  KEY_REUSED_TEXT,
  paymentBody,
  type WindowCheck,
} from './model/payment-submission';
import type { PaymentStep } from './model/step-guard';
import { STEP_HREF } from './step-links';
import { useDraft } from './use-draft-owner';

/** Which step to go back to for a field the bank refused. */
const FIELD_STEP: Record<string, PaymentStep> = {
  recipient_ref: 'recipient',
  reason_code: 'reason',
  reference: 'reason',
  amount: 'amount',
  currency: 'amount',
  execution_date: 'amount',
};

/** Step 4: everything in one place, the fee and the cut-off, then one submission per draft. */
export function ReviewStepScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const account = useSessionStore((s) => s.currentAccountRef);
  const userData = useSessionStore((s) => s.userData);
  const draft = useDraft();
  const store = useNewPaymentStore();
  const reasonText = usePaymentReasonText(draft.reasonCode);
  const bankAccountRef = draft.bankAccountRef ?? '';
  const currency = draft.currency ?? '';
  const windowCheck = useCheckTimeWindowQuery(account, bankAccountRef, draft.executionDate);
  // The bank's fee and total for exactly this payment (checked as the payment itself will be).
  const feeQuote = usePaymentFeeQuery({
    account,
    bankAccount: bankAccountRef,
    recipientRef: draft.recipientRef ?? '',
    currency,
    amount: draft.amount,
  });
  const create = useCreatePaymentMutation(account);
  const challenge = useCreatePaymentChallengeMutation(account);
  const busy = useRef(false);
  // The code the last attempt sent, so a retry after a lost answer resends exactly that (same key, same body).
  const lastAuthorization = useRef<{ challenge_ref: string; code: string } | undefined>(undefined);
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  // The latest look at the window taken on a click (fresher than the query's half-minute refresh).
  const [latestCheck, setLatestCheck] = useState<WindowCheck | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The date the bank last refused (its window closed or it passed before the payment arrived).
  const [refusedDate, setRefusedDate] = useState<string | null>(null);
  const [codeOpen, setCodeOpen] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  if (store.submitted) {
    return (
      <Submitted
        submitted={store.submitted}
        onAnother={() => {
          store.reset();
          navigate(STEP_HREF.recipient);
        }}
      />
    );
  }

  const bankAccount = userData.organization_accounts
    ?.find((o) => o.ref === account)
    ?.bank_accounts.find((b) => b.ref === bankAccountRef);
  const fee = feeQuote.data;
  const feePending = feeQuote.isError ? 'Not known' : 'Checking the fee...';
  const feeText = fee ? formatFee(fee.fee, fee.fee_currency) : feePending;
  const totalText = fee?.total ? formatAmount(fee.total, currency, { withCode: true }) : feePending;
  const twoFactor = userData.two_factor_enabled === true;
  const shownCheck: WindowCheck | undefined = latestCheck ?? windowCheck.data;
  const outside = shownCheck ? !shownCheck.within_window : false;
  const needsAck = outside && shownCheck ? acknowledged !== shownCheck.execution_date : false;

  const lookAtWindow = async () => {
    const check = await queryClient.fetchQuery({
      ...checkTimeWindowQuery(account, bankAccountRef, draft.executionDate),
      staleTime: 0,
    });
    setLatestCheck(check);
    return check;
  };

  /**
   * The date to send, looked at right before every send: the window may have closed while the user read
   * the review or typed the code. null after asking the user again. An attempt whose answer was lost is
   * resent as it was (same key, same date), also after a reload: the bank replays it if it arrived, or
   * refuses a date that has passed, and then the user is asked again. Asking first and sending another
   * date under a new key could pay twice.
   */
  const dateToSend = async (): Promise<string | null> => {
    const unanswered = useNewPaymentStore.getState().attempt;
    if (unanswered) return unanswered.executionDate;
    return agreedExecutionDate(await lookAtWindow(), acknowledged);
  };

  const send = async (executionDate: string, authorization?: { challenge_ref: string; code: string }) => {
    setError(null);
    setRefusedDate(null);
    lastAuthorization.current = authorization;
    store.noteAttempt(executionDate);
    try {
      const result = await create.mutateAsync({
        bankAccount: bankAccountRef,
        idempotencyKey: useNewPaymentStore.getState().idempotencyKey,
        body: paymentBody(draft, executionDate, authorization),
      });
      setCodeOpen(false);
      store.markSubmitted(result);
    } catch (caught) {
      store.setSubmitFailed(true);
      // A refusal created nothing but is kept by the bank under this key: the corrected payment
      // goes with a new key. A lost answer or a request still in flight keeps the key for the retry.
      if (caught instanceof ApiError && caught.status !== 409 && caught.status < 500) store.rotateKey();
      const fields = getFieldErrors(caught);
      if (authorization && fields['authorization.code']) {
        // A wrong code: the challenge stays valid, the user types the code again.
        setCodeError(fields['authorization.code']);
        return;
      }
      const apiCode = caught instanceof ApiError ? caught.body?.code : undefined;
      const status = caught instanceof ApiError ? caught.status : undefined;
      if (
        authorization &&
        (apiCode === 'two_factor_invalid' || apiCode === 'two_factor_required' || status === 429)
      ) {
        // The challenge no longer matches this payment, has expired or is locked: ask for a new one next time.
        store.setChallenge(null);
      }
      setCodeOpen(false);
      setError(caught);
      if (isExecutionDateRefusal(caught)) {
        // The agreed date is no longer possible: show when the payment would go now and ask again.
        setRefusedDate(executionDate);
        setAcknowledged(null);
        await lookAtWindow().catch(() => undefined);
      }
    }
  };

  const confirm = async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    try {
      // Ask about the window before the code is typed; authorize() looks again before sending.
      const executionDate = await dateToSend();
      if (!executionDate) return;
      if (twoFactor) {
        const binding = challengeBinding(draft);
        let current = store.challenge;
        if (!current || current.boundTo !== binding || Date.parse(current.expiresAt) <= Date.now() + 15_000) {
          const issued = await challenge.mutateAsync({
            bankAccount: bankAccountRef,
            body: { recipient_ref: draft.recipientRef ?? '', amount: draft.amount, currency },
          });
          current = { challengeRef: issued.challenge_ref, expiresAt: issued.expires_at, boundTo: binding };
          store.setChallenge(current);
        }
        setCode('');
        setCodeError(undefined);
        setCodeOpen(true);
        return;
      }
      await send(executionDate);
    } catch (caught) {
      setError(caught);
    } finally {
      busy.current = false;
    }
  };

  const resend = async () => {
    if (busy.current) return;
    busy.current = true;
    setError(null);
    try {
      const executionDate = await dateToSend();
      if (executionDate) await send(executionDate, lastAuthorization.current);
    } catch (caught) {
      setError(caught);
    } finally {
      busy.current = false;
    }
  };

  const authorize = async () => {
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError('Enter the 6-digit code from your authenticator app.');
      return;
    }
    const current = store.challenge;
    if (!current || busy.current) return;
    busy.current = true;
    try {
      // The window may have closed while the code was typed: ask again instead of sending.
      const executionDate = await dateToSend();
      if (!executionDate) {
        setCodeOpen(false);
        return;
      }
      await send(executionDate, { challenge_ref: current.challengeRef, code: code.trim() });
    } catch (caught) {
      setCodeOpen(false);
      setError(caught);
    } finally {
      busy.current = false;
    }
  };

  // A refused date goes back to the amount step only when the user chose it there; else the review asks again.
  const errorFields = Object.keys(getFieldErrors(error)).filter(
    (f) => f !== 'execution_date' || draft.executionDate !== null,
  );
  const fixStep = errorFields.map((f) => FIELD_STEP[f]).find(Boolean);
  const networkFailure = error instanceof TypeError;
  const amountText = formatAmount(draft.amount, currency, { withCode: true });

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Review payment
        </Heading>
        <Text color="fg.muted">Step 4 of 4: check and confirm.</Text>
      </Stack>
      <DescriptionList>
        <DescriptionRow label="Recipient">{draft.recipientName}</DescriptionRow>
        <DescriptionRow label="Bank details">{draft.recipientSummary}</DescriptionRow>
        <DescriptionRow label="Reason">{reasonText}</DescriptionRow>
        <DescriptionRow label="Reference">{draft.reference}</DescriptionRow>
        <DescriptionRow label="Pay from">
          {bankAccount ? `${bankAccount.name} (${currency})` : bankAccountRef}
        </DescriptionRow>
        <DescriptionRow label="Amount">{amountText}</DescriptionRow>
        <DescriptionRow label="Fee">{feeText}</DescriptionRow>
        <DescriptionRow label="Total">{totalText}</DescriptionRow>
        <DescriptionRow label="Payment date">
          {shownCheck
            ? shownCheck.within_window && !draft.executionDate
              ? `Today, ${formatDate(shownCheck.execution_date)}`
              : formatDate(shownCheck.execution_date)
            : draft.executionDate
              ? formatDate(draft.executionDate)
              : 'Today'}
        </DescriptionRow>
      </DescriptionList>
      {outside && shownCheck ? (
        <AlertBanner type="warning" title="The payment window has closed">
          <Stack gap="3">
            <Text>
              {`Your payment will go on ${formatDate(shownCheck.execution_date)}, when the next payment window opens (${formatDateTime(shownCheck.next_window_opens_at)}).`}
            </Text>
            <Checkbox.Root
              checked={acknowledged === shownCheck.execution_date}
              onCheckedChange={(d) => setAcknowledged(d.checked === true ? shownCheck.execution_date : null)}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{`Send it on ${formatDate(shownCheck.execution_date)}`}</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </AlertBanner>
      ) : null}
      {feeQuote.isError ? (
        <AlertBanner type="error" title="The fee could not be checked">
          {getErrorText(feeQuote.error)}
        </AlertBanner>
      ) : null}
      {error ? (
        <AlertBanner type="error" title="The payment was not sent">
          <Stack gap="2">
            <Text whiteSpace="pre-line">
              {networkFailure
                ? 'The connection failed before the bank answered. Submitting again is safe: this payment can only be made once.'
                : refusedDate
                  ? `The bank can no longer send this payment on ${formatDate(refusedDate)}. Check the payment date and confirm again.`
                  : isKeyReusedRefusal(error)
                    ? KEY_REUSED_TEXT
                    : getErrorText(error)}
            </Text>
            {fixStep ? (
              <Link asChild color="brand.600" fontWeight="medium">
                <RouterLink to={STEP_HREF[fixStep]}>{`Change the ${fixStep}`}</RouterLink>
              </Link>
            ) : null}
          </Stack>
        </AlertBanner>
      ) : null}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" onClick={() => navigate(STEP_HREF.amount)}>
          Back
        </Button>
        <Button
          onClick={() => void (networkFailure ? resend() : confirm())}
          loading={create.isPending || challenge.isPending || (busy.current && !codeOpen)}
          // The user confirms a total the bank has stated, never one still unknown.
          disabled={needsAck || !fee}
        >
          {networkFailure ? 'Try again' : `Confirm and send ${amountText}`}
        </Button>
      </HStack>
      <Modal
        open={codeOpen}
        onClose={() => {
          if (!create.isPending) setCodeOpen(false);
        }}
        type="other"
        title="Authorize payment"
        okText="Authorize and send"
        okLoading={create.isPending}
        onOk={() => void authorize()}
      >
        <Stack gap="3">
          <Text>{`Enter the code from your authenticator app to approve paying ${amountText} to ${draft.recipientName}.`}</Text>
          <TextInput
            label="Authentication code"
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            error={codeError}
            onChange={(event) => {
              setCode(event.target.value);
              setCodeError(undefined);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                void authorize();
              }
            }}
          />
        </Stack>
      </Modal>
    </Stack>
  );
}

function Submitted({ submitted, onAnother }: { submitted: SubmittedPayment; onAnother: () => void }) {
  const { payment, replayed } = submitted;
  const amount = formatAmount(payment.amount, payment.currency, { withCode: true });
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {replayed ? 'Payment already submitted' : 'Payment submitted'}
        </Heading>
        <Text color="fg.muted">
          {replayed
            ? 'This payment was already submitted; it was not sent again. Here is the original payment.'
            : `Your payment of ${amount} to ${payment.recipient_name} was accepted.`}
        </Text>
      </Stack>
      <AlertBanner
        type={replayed ? 'info' : 'success'}
        title={replayed ? 'Already submitted' : 'Payment accepted'}
      >
        {`Payment ${payment.ref} of ${amount} to ${payment.recipient_name}.`}
      </AlertBanner>
      <DescriptionList>
        <DescriptionRow label="Recipient">{payment.recipient_name}</DescriptionRow>
        <DescriptionRow label="Amount">{amount}</DescriptionRow>
        <DescriptionRow label="Fee">{formatFee(payment.fee, payment.fee_currency)}</DescriptionRow>
        <DescriptionRow label="Reference">{payment.reference}</DescriptionRow>
        <DescriptionRow label="Payment date">{formatDate(payment.execution_date)}</DescriptionRow>
        <DescriptionRow label="Status">
          <StatusBadge status={payment.status} />
        </DescriptionRow>
      </DescriptionList>
      <HStack gap="3" wrap="wrap">
        <ButtonLink to={paths.app.paymentDetail.getHref(payment.ref, payment.bank_account_ref)}>
          View payment
        </ButtonLink>
        <Button variant="outline" onClick={onAnother}>
          Make another payment
        </Button>
      </HStack>
    </Stack>
  );
}
