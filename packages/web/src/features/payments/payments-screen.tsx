import { Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { type components, getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ButtonLink } from '../../components/ui/button-link';
import { DataTable, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { useRecipientSearch } from '../../lib/api/recipient-search';
import { downloadFile } from '../../lib/download-file';
import { toastExportSummary } from '../../lib/export-summary';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { formatStatus } from '../../lib/format-status';
import { type ListParamsPatch, patchListParams } from '../../lib/list-params';
import { toastError } from '../../lib/toast';
import { useSessionStore } from '../../stores/session-store';
import { useCancelPaymentMutation } from './api/cancel-payment';
import { fetchAllPayments, PAYMENT_NOUN } from './api/fetch-all-payments';
import { usePaymentsQuery } from './api/payments';
import { useRecipientNameQuery } from './api/recipient-name';
import { confirmCancelPayment } from './confirm-cancel-payment';
import { PAYMENT_STATUSES, readPaymentFilters } from './payment-filters';
import { paymentsToCsv } from './payments-csv';

type Payment = components['schemas']['Payment'];

/** Payments of a bank account: filters in the URL, status badges, detail, cancel, CSV export. */
export function PaymentsScreen() {
  const account = useSessionStore((s) => s.currentAccountRef);
  const userData = useSessionStore((s) => s.userData);
  const bankAccounts = userData.organization_accounts?.find((o) => o.ref === account)?.bank_accounts ?? [];
  const [params, setParams] = useSearchParams();
  const requested = params.get('bank_account');
  const bankAccount = bankAccounts.find((b) => b.ref === requested) ?? bankAccounts[0];
  const bankAccountRef = bankAccount?.ref ?? '';
  const filters = readPaymentFilters(params);
  const payments = usePaymentsQuery(account, bankAccountRef, filters);
  const {
    recipients,
    setSearch: setRecipientSearch,
    searchedFor: recipientSearchedFor,
  } = useRecipientSearch(account);
  const recipientOptions = (recipients.data?.data ?? []).map((r) => ({ label: r.name, value: r.ref }));
  // A recipient chosen in the URL keeps its name while other matches are listed.
  const chosenRecipientListed = recipientOptions.some((o) => o.value === filters.recipient);
  const chosenRecipientName = useRecipientNameQuery(
    account,
    chosenRecipientListed ? undefined : filters.recipient,
  );
  const cancel = useCancelPaymentMutation(account);
  const [exporting, setExporting] = useState(false);

  const setFilter = (patch: ListParamsPatch) =>
    setParams((current) => patchListParams(current, patch), { replace: true });

  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await fetchAllPayments(account, bankAccountRef, filters);
      downloadFile(paymentsToCsv(all.rows), `payments-${bankAccountRef}.csv`, 'text/csv;charset=utf-8');
      toastExportSummary(all, PAYMENT_NOUN);
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setExporting(false);
    }
  };

  const columns: DataTableColumn<Payment>[] = [
    { id: 'created', header: 'Created', cell: (p) => formatDateTime(p.created_at) },
    {
      id: 'recipient',
      header: 'Recipient',
      cell: (p) => (
        <Text wordBreak="break-word" as="span">
          {p.recipient_name}
        </Text>
      ),
    },
    { id: 'reference', header: 'Reference', cell: (p) => p.reference },
    {
      id: 'amount',
      header: 'Amount',
      align: 'end',
      cell: (p) => formatAmount(p.amount, p.currency, { withCode: true }),
    },
    { id: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
    { id: 'date', header: 'Payment date', cell: (p) => formatDate(p.execution_date) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <HStack gap="2">
          <Link asChild color="brand.600" fontWeight="medium">
            <RouterLink
              to={paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref)}
              aria-label={`View payment ${p.ref} to ${p.recipient_name}`}
            >
              View
            </RouterLink>
          </Link>
          {p.status === 'scheduled' ? (
            <Button
              size="small"
              variant="text"
              aria-label={`Cancel payment ${p.ref}`}
              onClick={() => confirmCancelPayment(p, cancel.mutateAsync)}
            >
              Cancel
            </Button>
          ) : null}
        </HStack>
      ),
    },
  ];

  const currencies = bankAccount?.currencies.map((c) => c.code) ?? [];

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Payments
          </Heading>
          <Text color="fg.muted">Payments from your bank accounts, newest first.</Text>
        </Stack>
        <HStack gap="3">
          <Button
            variant="outline"
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!bankAccountRef}
          >
            Export CSV
          </Button>
          <ButtonLink to={paths.app.newPayment.recipient.getHref()}>New payment</ButtonLink>
        </HStack>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="search" aria-label="Filter payments">
        <SelectField
          label="Bank account"
          options={bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
          value={bankAccountRef}
          onChange={(value) => setFilter({ bank_account: value, currency: null })}
        />
        <SelectField
          label="Status"
          clearable
          options={PAYMENT_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
          value={filters.status ?? null}
          onChange={(value) => setFilter({ status: value })}
        />
        <DateRangeField
          label="Payment date"
          value={[filters.from ?? null, filters.to ?? null]}
          onChange={([from, to]) => setFilter({ from, to })}
        />
        <SelectField
          label="Recipient"
          clearable
          loading={recipients.isFetching}
          options={recipientOptions}
          onSearchChange={setRecipientSearch}
          searchedFor={recipientSearchedFor}
          selectedOption={
            filters.recipient
              ? { value: filters.recipient, label: chosenRecipientName.data ?? filters.recipient }
              : null
          }
          value={filters.recipient ?? null}
          onChange={(value) => setFilter({ recipient: value })}
        />
        <SelectField
          label="Currency"
          clearable
          options={currencies.map((c) => ({ label: c, value: c }))}
          value={filters.currency ?? null}
          onChange={(value) => setFilter({ currency: value })}
        />
      </SimpleGrid>
      {payments.isError ? <AlertBanner type="error">{getErrorText(payments.error)}</AlertBanner> : null}
      <Box>
        <DataTable
          caption={`Payments from ${bankAccount?.name ?? 'the bank account'}`}
          columns={columns}
          rows={payments.data?.data ?? []}
          total={payments.data?.meta.total ?? 0}
          page={filters.page}
          pageSize={filters.per_page}
          loading={payments.isFetching}
          getRowId={(p) => p.ref}
          onPageChange={(pageSize, page) => setFilter({ page, per_page: pageSize })}
        />
      </Box>
    </Stack>
  );
}
