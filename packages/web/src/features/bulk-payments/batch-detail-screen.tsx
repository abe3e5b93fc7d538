import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { DataTable } from '../../components/ui/data-table/data-table';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusBadge } from '../../components/ui/status-badge';
import { SupportReference } from '../../components/ui/support-reference';
import { paths } from '../../config/paths';
import { batchName, type PaymentBatch, usePaymentBatchQuery } from '../../domains/payments/payment-batches';
import { TwoFactorCodeDialog } from '../../domains/security/two-factor-code-dialog';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { downloadFile } from '../../lib/download-file';
import { formatDateTime } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { DEFAULT_PAGE_SIZE } from '../../lib/list-params';
import { toastSuccess } from '../../lib/toast';
import { BatchApprovalCard } from './batch-approval-card';
import { batchRowColumns } from './batch-row-columns';
import { paymentsCountText, rowCountsText, totalWithFeesText } from './model/batch-text';
import { batchCodeText } from './model/code-text';
import { batchResultsCsv, resultsFileName } from './model/results-csv';
import { canRetry } from './model/retry-totals';
import { useBatchRetry } from './use-batch-retry';

const DETAIL_MAX_WIDTH = '1100px';

const batchLink = (ref: string, text: string) => (
  <Link asChild color="brand.ink" fontWeight="medium">
    <RouterLink to={paths.app.bulkPaymentDetail.getHref(ref)}>{text}</RouterLink>
  </Link>
);

export interface BatchDetailScreenProps {
  /** The approver's controls for a batch awaiting approval (the app puts the Approvals feature's here). */
  decision?: (batch: PaymentBatch) => ReactNode;
}

/**
 * One bulk payment: its status and totals, every row's result, its approval (and the decision, for those who
 * can approve), retrying the failed rows, the results as CSV.
 */
export function BatchDetailScreen({ decision }: BatchDetailScreenProps = {}) {
  const { t } = useLingui();
  const { batch: ref = '' } = useParams();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const navigate = useNavigate();
  const query = usePaymentBatchQuery(account, ref);
  const [page, setPage] = useState<{ page: number; pageSize: number }>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const retry = useBatchRetry(account, query.data, (created) => {
    const count = created.row_count;
    const payments = formatNumber(count);
    toastSuccess(
      plural(count, {
        one: `Retry submitted: ${payments} payment.`,
        other: `Retry submitted: ${payments} payments.`,
      }),
    );
    navigate(paths.app.bulkPaymentDetail.getHref(created.ref));
  });
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium" alignSelf="start">
      <RouterLink to={paths.app.bulkPayments.getHref()}>
        <Trans>Back to bulk payments</Trans>
      </RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title={t`Bulk payment`} error={query.error} back={back} />;
  const batch = query.data;
  const name = batchName(batch);
  const progress = rowCountsText(batch.row_counts, batch.row_count, batch.status);
  const failedCount = batch.row_counts.failed;
  const createdAt = formatDateTime(batch.created_at);
  const createdBy = batch.created_by.name;
  const rows = batch.rows.slice((page.page - 1) * page.pageSize, page.page * page.pageSize);

  return (
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <Stack gap="2">
        <HStack gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" wordBreak="break-word">
            {name}
          </Heading>
          <StatusBadge status={batch.status} />
        </HStack>
        <Text color="fg.muted" aria-live="polite" data-testid="batch-progress">
          {batch.status === 'processing' ? t`${progress}. Updating as the payments go.` : progress}
        </Text>
      </Stack>
      {batch.status === 'awaiting_approval' && batch.approval ? (
        <BatchApprovalCard approval={batch.approval}>{decision?.(batch)}</BatchApprovalCard>
      ) : null}
      <DescriptionList>
        <DescriptionRow label={t`From`}>
          {bankAccounts.find((b) => b.ref === batch.bank_account_ref)?.name ?? '—'}
        </DescriptionRow>
        <DescriptionRow label={t`Payments`}>{paymentsCountText(batch.row_count)}</DescriptionRow>
        {batch.totals.map((total) => {
          const currency = total.currency;
          return (
            <DescriptionRow key={currency} label={t`Total ${currency}`}>
              {totalWithFeesText(total)}
            </DescriptionRow>
          );
        })}
        <DescriptionRow label={t`Created by`}>{`${createdBy}, ${createdAt}`}</DescriptionRow>
        {batch.retry_of ? (
          <DescriptionRow label={t`Retries the failed rows of`}>
            {batchLink(batch.retry_of, t`The earlier bulk payment`)}
          </DescriptionRow>
        ) : null}
        {batch.retried_by ? (
          <DescriptionRow label={t`Failed rows retried in`}>
            {batchLink(batch.retried_by, t`The retry`)}
          </DescriptionRow>
        ) : null}
      </DescriptionList>
      <HStack gap="3" wrap="wrap">
        {canRetry(batch) ? (
          <PermissionButton
            permission="payments.create"
            onClick={() => void retry.start()}
            loading={retry.pending}
          >
            {t`Retry failed rows (${failedCount})`}
          </PermissionButton>
        ) : null}
        <Button
          variant="outline"
          onClick={() =>
            downloadFile(batchResultsCsv(batch), resultsFileName(batch.ref), 'text/csv;charset=utf-8')
          }
        >
          <Trans>Download results (CSV)</Trans>
        </Button>
      </HStack>
      {retry.failure ? (
        <AlertBanner type="error" title={t`The failed rows were not retried`}>
          {retry.failure}
        </AlertBanner>
      ) : null}
      <DataTable
        caption={t`Rows of this bulk payment`}
        columns={batchRowColumns(batch.bank_account_ref)}
        rows={rows}
        total={batch.rows.length}
        page={page.page}
        pageSize={page.pageSize}
        getRowId={(r) => String(r.index)}
        openRow={(r) =>
          r.payment_ref
            ? { href: paths.app.paymentDetail.getHref(r.payment_ref, batch.bank_account_ref) }
            : undefined
        }
        onPageChange={(pageSize, p) => setPage({ page: p, pageSize })}
      />
      <TwoFactorCodeDialog
        code={retry.codeStep?.code}
        error={retry.codeStep?.error}
        title={t`Retry the failed rows`}
        okText={t`Retry`}
        text={batchCodeText(retry.totals)}
        sending={retry.sending}
        onCodeChange={retry.setCode}
        onAuthorize={retry.authorize}
        onClose={retry.closeCode}
      />
      <SupportReference value={batch.ref} what={t`bulk payment`} />
    </Stack>
  );
}
