import { Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
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
import { toastSuccess } from '../../lib/toast';
import { BatchFileDrop } from './batch-file-drop';
import { BatchReview, unconfirmedRows } from './batch-review';
import { FixTable } from './fix-table';
import { challengeTotalsOf } from './model/batch-draft';
import { paymentsCountText } from './model/batch-text';
import { batchCodeText } from './model/code-text';
import { batchNameOf, useBatchDraft } from './use-batch-draft';
import { useBatchSubmit } from './use-batch-submit';

/** The rows' state in one line: how many, how many to fix, and the bank's check. */
function checkSummary(draft: ReturnType<typeof useBatchDraft>): string {
  const rows = paymentsCountText(draft.rows.length);
  const fix = draft.problemRows.length;
  const bank =
    draft.bank.status === 'checking'
      ? ' Checking with the bank…'
      : draft.bank.status === 'failed'
        ? ` The bank could not check them: ${getErrorText(draft.bank.error)}`
        : '';
  if (fix > 0) return `${rows}: ${fix} ${fix === 1 ? 'row needs' : 'rows need'} fixing.${bank}`;
  const repeats = draft.rows.filter((r) => (draft.bankCheckOf(r)?.duplicateOf ?? null) !== null).length;
  const kept =
    repeats > 0 ? ` (${repeats} ${repeats === 1 ? 'repeats an earlier row' : 'repeat earlier rows'})` : '';
  return draft.ready ? `${rows}: every row is ready${kept}.` : `${rows}.${bank}`;
}

/** A new bulk payment: the file, its rows fixed in place, the review with the bank's totals, one submission. */
export function NewBulkPaymentScreen() {
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
      toastSuccess(`Bulk payment submitted: ${paymentsCountText(batch.row_count)}.`);
      navigate(paths.app.bulkPaymentDetail.getHref(batch.ref));
    },
    onRowsRefused: (byId) => {
      draft.showRefusal(byId);
      setReviewing(false);
    },
  });
  const toConfirm = unconfirmedRows(draft);
  const validation = draft.bank.validation;

  const header = (
    <Stack gap="1">
      <Link asChild color="brand.ink" fontSize="sm" alignSelf="start">
        <RouterLink to={paths.app.bulkPayments.getHref()}>Bulk payments</RouterLink>
      </Link>
      <Heading as="h1" size="2xl">
        New bulk payment
      </Heading>
      <Text color="fg.muted">
        One CSV file of up to 1,000 payments: checked here and by the bank, fixed in place, then sent at once.
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
              {`Review ${paymentsCountText(draft.rows.length)}`}
            </Heading>
            <Text color="fg.muted">
              {`"${name}" from ${bankAccounts.find((b) => b.ref === bankAccount)?.name ?? bankAccount}. Each payment is made on its date; a payment that cannot be made fails alone.`}
            </Text>
            <BatchReview draft={draft} validation={validation} />
            {submission.failure ? (
              <AlertBanner type="error" title="The bulk payment was not submitted">
                {submission.failure}
              </AlertBanner>
            ) : null}
            <HStack gap="3" wrap="wrap">
              <Button
                onClick={() => void submission.submit()}
                loading={submission.pending}
                disabled={!draft.ready || toConfirm.length > 0}
              >
                {`Submit ${paymentsCountText(draft.rows.length)}`}
              </Button>
              <Button variant="outline" onClick={() => setReviewing(false)} disabled={submission.pending}>
                Back to the rows
              </Button>
            </HStack>
            {toConfirm.length > 0 ? (
              <Text fontSize="sm" color="fg.muted">
                Confirm the payee checks above to submit.
              </Text>
            ) : null}
          </Card.Body>
        </Card.Root>
        <TwoFactorCodeDialog
          code={submission.codeStep?.code}
          error={submission.codeStep?.error}
          title="Approve the bulk payment"
          okText="Submit"
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
            The file
          </Heading>
          <SelectField
            label="Pay from"
            required
            options={bankAccounts.map((b) => ({ label: b.name ?? b.ref, value: b.ref }))}
            value={bankAccount}
            onChange={(value) => setBankAccount(value)}
          />
          {draft.recipients.isError ? (
            <LoadErrorBanner
              title="Your recipients could not be loaded; a file is read once they are."
              error={draft.recipients.error}
              onRetry={() => void draft.recipients.refetch()}
            />
          ) : null}
          <BatchFileDrop
            fileName={draft.fileName}
            error={draft.fileError}
            disabled={draft.recipients.isPending || draft.recipients.isError}
            waiting={draft.recipients.isPending ? 'Loading your recipients…' : undefined}
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
              {`Rows of ${draft.fileName ?? 'the file'}`}
            </Heading>
            <Text color="fg.muted" aria-live="polite" data-testid="rows-summary">
              {checkSummary(draft)}
            </Text>
          </Stack>
          <FixTable draft={draft} />
          <HStack gap="3" wrap="wrap">
            <Button onClick={() => setReviewing(true)} disabled={!draft.ready}>
              {`Review ${paymentsCountText(draft.rows.length)}`}
            </Button>
            <Button variant="outline" onClick={draft.reset}>
              Start again
            </Button>
          </HStack>
        </Stack>
      ) : null}
    </Stack>
  );
}
