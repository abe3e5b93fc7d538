import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { TwoFactorCodeDialog } from '../../domains/security/two-factor-code-dialog';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { usePermission } from '../../domains/session/use-permission';
import { formatNumber } from '../../lib/format-number';
import { toastSuccess } from '../../lib/toast';
import { BatchFileDrop } from './batch-file-drop';
import { BatchReview, unconfirmedRows } from './batch-review';
import { FixTable } from './fix-table';
import { challengeTotalsOf } from './model/batch-draft';
import { batchCodeText } from './model/code-text';
import { batchNameOf, useBatchDraft } from './use-batch-draft';
import { useBatchSubmit } from './use-batch-submit';

/** The rows' state in one line: how many, how many to fix, and the bank's check (a sentence of its own). */
function checkSummary(draft: ReturnType<typeof useBatchDraft>): string {
  const count = draft.rows.length;
  const payments = formatNumber(count);
  const fix = draft.problemRows.length;
  const error = draft.bank.status === 'failed' ? getErrorText(draft.bank.error) : '';
  const bank =
    draft.bank.status === 'checking'
      ? t`Checking with the bank…`
      : draft.bank.status === 'failed'
        ? t`The bank could not check them: ${error}`
        : '';
  const withBank = (text: string) => (bank ? `${text} ${bank}` : text);
  if (fix > 0)
    return withBank(
      t`${plural(count, { one: `${payments} payment`, other: `${payments} payments` })}: ${plural(fix, { one: `${fix} row needs fixing.`, other: `${fix} rows need fixing.` })}`,
    );
  const repeats = draft.rows.filter((r) => (draft.bankCheckOf(r)?.duplicateOf ?? null) !== null).length;
  if (draft.ready && repeats > 0)
    return t`${plural(count, { one: `${payments} payment`, other: `${payments} payments` })}: every row is ready (${plural(repeats, { one: `${repeats} repeats an earlier row`, other: `${repeats} repeat earlier rows` })}).`;
  if (draft.ready)
    return plural(count, {
      one: `${payments} payment: every row is ready.`,
      other: `${payments} payments: every row is ready.`,
    });
  return withBank(plural(count, { one: `${payments} payment.`, other: `${payments} payments.` }));
}

/** 'Bulk payment submitted: 50 payments.' */
const submittedText = (count: number) => {
  const payments = formatNumber(count);
  return plural(count, {
    one: `Bulk payment submitted: ${payments} payment.`,
    other: `Bulk payment submitted: ${payments} payments.`,
  });
};

/** 'Review 50 payments' */
const reviewText = (count: number) => {
  const payments = formatNumber(count);
  return plural(count, { one: `Review ${payments} payment`, other: `Review ${payments} payments` });
};

/** 'Submit 50 payments' */
const submitText = (count: number) => {
  const payments = formatNumber(count);
  return plural(count, { one: `Submit ${payments} payment`, other: `Submit ${payments} payments` });
};

/** A new bulk payment: the file, its rows fixed in place, the review with the bank's totals, one submission. */
export function NewBulkPaymentScreen() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const navigate = useNavigate();
  const canCreate = usePermission('payments.create');
  const [chosenBankAccount, setBankAccount] = useState<string | null>(null);
  const bankAccount = chosenBankAccount ?? bankAccounts[0]?.ref ?? '';
  const draft = useBatchDraft(account, bankAccount);
  const [reviewing, setReviewing] = useState(false);
  const name = batchNameOf(draft.fileName ?? '');
  const submission = useBatchSubmit({
    account,
    bankAccount,
    name,
    rows: draft.rows,
    onDone: (batch) => {
      toastSuccess(submittedText(batch.row_count));
      navigate(paths.app.bulkPaymentDetail.getHref(batch.ref));
    },
    onRowsRefused: (byId) => {
      draft.showRefusal(byId);
      setReviewing(false);
    },
  });
  const toConfirm = unconfirmedRows(draft);
  const fromName = bankAccounts.find((b) => b.ref === bankAccount)?.name ?? bankAccount;
  const fileName = draft.fileName;
  const validation = draft.bank.validation;

  const header = (
    <Stack gap="1">
      <Link asChild color="brand.ink" fontSize="sm" alignSelf="start">
        <RouterLink to={paths.app.bulkPayments.getHref()}>
          <Trans>Bulk payments</Trans>
        </RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        <Trans>New bulk payment</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>
          One CSV file of up to 1,000 payments: checked here and by the bank, fixed in place, then sent at
          once.
        </Trans>
      </Text>
    </Stack>
  );

  if (!canCreate.allowed) {
    return (
      <Stack gap="6">
        {header}
        <PermissionNotice permission="payments.create">{null}</PermissionNotice>
      </Stack>
    );
  }

  if (reviewing && validation) {
    return (
      <Stack gap="6" maxW="960px">
        {header}
        <Card.Root variant="outline">
          <Card.Body gap="5">
            <Heading as="h2" size="lg">
              {reviewText(draft.rows.length)}
            </Heading>
            <Text color="fg.muted">
              {t`"${name}" from ${fromName}. Each payment is made on its date; a payment that cannot be made fails alone.`}
            </Text>
            <BatchReview draft={draft} validation={validation} />
            {submission.failure ? (
              <AlertBanner type="error" title={t`The bulk payment was not submitted`}>
                {submission.failure}
              </AlertBanner>
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button
                onClick={() => void submission.submit()}
                loading={submission.pending}
                disabled={!draft.ready || toConfirm.length > 0}
              >
                {submitText(draft.rows.length)}
              </Button>
              <Button variant="outline" onClick={() => setReviewing(false)} disabled={submission.pending}>
                <Trans>Back to the rows</Trans>
              </Button>
            </HStack>
            {toConfirm.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                <Trans>Confirm the payee checks above to submit.</Trans>
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
        <TwoFactorCodeDialog
          code={submission.codeStep?.code}
          error={submission.codeStep?.error}
          title={t`Approve the bulk payment`}
          okText={t`Submit`}
          text={batchCodeText(challengeTotalsOf(draft.rows))}
          sending={submission.sending}
          onCodeChange={submission.setCode}
          onAuthorize={submission.authorize}
          onClose={submission.closeCode}
        />
      </Stack>
    );
  }

  return (
    <Stack gap="6">
      {header}
      <Card.Root variant="outline" maxW="960px">
        <Card.Body gap="4">
          <Heading as="h2" size="lg">
            <Trans>The file</Trans>
          </Heading>
          <SelectField
            label={t`Pay from`}
            required
            options={bankAccounts.map((b) => ({ label: b.name ?? b.ref, value: b.ref }))}
            value={bankAccount}
            onChange={(value) => setBankAccount(value)}
          />
          {draft.recipients.isError ? (
            <LoadErrorBanner
              title={t`Your recipients could not be loaded; a file is read once they are.`}
              error={draft.recipients.error}
              onRetry={() => void draft.recipients.refetch()}
            />
          ) : null}
          <BatchFileDrop
            fileName={draft.fileName}
            error={draft.fileError}
            disabled={draft.recipients.isPending || draft.recipients.isError}
            waiting={draft.recipients.isPending ? t`Loading your recipients…` : undefined}
            template={draft.templateCsv}
            onFile={(file) => void draft.loadFile(file)}
            onRefused={draft.refuseFile}
          />
        </Card.Body>
      </Card.Root>
      {draft.rows.length > 0 || draft.fileName ? (
        <Stack gap="4" as="section" aria-labelledby="rows-heading">
          <Stack gap="1">
            <Heading as="h2" size="lg" id="rows-heading">
              {fileName !== null ? t`Rows of ${fileName}` : t`Rows of the file`}
            </Heading>
            <Text color="fg.muted" aria-live="polite" data-testid="rows-summary">
              {checkSummary(draft)}
            </Text>
          </Stack>
          <FixTable draft={draft} />
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => setReviewing(true)} disabled={!draft.ready}>
              {reviewText(draft.rows.length)}
            </Button>
            <Button variant="outline" onClick={draft.reset}>
              <Trans>Start again</Trans>
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
