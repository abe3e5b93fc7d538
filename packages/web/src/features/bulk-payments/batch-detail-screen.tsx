import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
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
    toastSuccess(`Retry submitted: ${paymentsCountText(created.row_count)}.`);
    navigate(paths.app.bulkPaymentDetail.getHref(created.ref));
  });
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium" alignSelf="start">
      <RouterLink to={paths.app.bulkPayments.getHref()}>Back to bulk payments</RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title="Bulk payment" error={query.error} back={back} />;
  const batch = query.data;
  const name = batchName(batch);
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
          {batch.status === 'processing'
            ? `${rowCountsText(batch.row_counts, batch.row_count, batch.status)}. Updating as the payments go.`
            : rowCountsText(batch.row_counts, batch.row_count, batch.status)}
        </Text>
      </Stack>
      {batch.status === 'awaiting_approval' && batch.approval ? (
        <BatchApprovalCard approval={batch.approval}>{decision?.(batch)}</BatchApprovalCard>
      ) : null}
      <DescriptionList>
        <DescriptionRow label="From">
          {bankAccounts.find((b) => b.ref === batch.bank_account_ref)?.name ?? '—'}
        </DescriptionRow>
        <DescriptionRow label="Payments">{paymentsCountText(batch.row_count)}</DescriptionRow>
        {batch.totals.map((t) => (
          <DescriptionRow key={t.currency} label={`Total ${t.currency}`}>
            {totalWithFeesText(t)}
          </DescriptionRow>
        ))}
        <DescriptionRow label="Created by">{`${batch.created_by.name}, ${formatDateTime(batch.created_at)}`}</DescriptionRow>
        {batch.retry_of ? (
          <DescriptionRow label="Retries the failed rows of">
            {batchLink(batch.retry_of, 'The earlier bulk payment')}
          </DescriptionRow>
        ) : null}
        {batch.retried_by ? (
          <DescriptionRow label="Failed rows retried in">
            {batchLink(batch.retried_by, 'The retry')}
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
            {`Retry failed rows (${batch.row_counts.failed})`}
          </PermissionButton>
        ) : null}
        <Button
          variant="outline"
          onClick={() =>
            downloadFile(batchResultsCsv(batch), resultsFileName(batch.ref), 'text/csv;charset=utf-8')
          }
        >
          Download results (CSV)
        </Button>
      </HStack>
      {retry.failure ? (
        <AlertBanner type="error" title="The failed rows were not retried">
          {retry.failure}
        </AlertBanner>
      ) : null}
      <DataTable
        caption="Rows of this bulk payment"
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
        title="Retry the failed rows"
        okText="Retry"
        text={batchCodeText(retry.totals)}
        sending={retry.sending}
        onCodeChange={retry.setCode}
        onAuthorize={retry.authorize}
        onClose={retry.closeCode}
      />
      <SupportReference value={batch.ref} what="bulk payment" />
    </Stack>
  );
}
