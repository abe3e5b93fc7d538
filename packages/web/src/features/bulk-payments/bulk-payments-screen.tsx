import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/ui/data-table/data-table';
import { pagedQueryTable } from '../../components/ui/data-table/table-states';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { usePaymentBatchesQuery } from '../../domains/payments/payment-batches';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatStatus } from '../../lib/format-status';
import { type ListParamsPatch, patchListParams } from '../../lib/list-params';
import { batchColumns } from './batch-columns';
import { BATCH_STATUSES, readBatchFilters } from './model/batch-filters';

/** Bulk payments: the organization's batches, newest first, with a status filter, and starting a new one. */
export function BulkPaymentsScreen() {
  const account = useCurrentAccountRef();
  const [params, setParams] = useSearchParams();
  const filters = readBatchFilters(params);
  const batches = usePaymentBatchesQuery(account, filters);
  const setFilter = (patch: ListParamsPatch) =>
    setParams((current) => patchListParams(current, patch), { replace: true });

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Bulk payments
          </Heading>
          <Text color="fg.muted">
            Up to 1,000 payments from one CSV file, sent with one approval and one code.
          </Text>
        </Stack>
        <PermissionButton permission="payments.create" to={paths.app.newBulkPayment.getHref()}>
          New bulk payment
        </PermissionButton>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="search" aria-label="Filter bulk payments">
        <SelectField
          label="Status"
          clearable
          placeholder="All statuses"
          options={BATCH_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
          value={filters.status ?? null}
          onChange={(value) => setFilter({ status: value })}
        />
      </SimpleGrid>
      <Box>
        <DataTable
          caption="Bulk payments"
          columns={batchColumns()}
          {...pagedQueryTable(batches, 'The bulk payments could not be loaded.')}
          page={filters.page}
          pageSize={filters.per_page}
          emptyText={filters.status ? 'No bulk payments in this status' : 'No bulk payments yet'}
          getRowId={(b) => b.ref}
          openRow={(b) => ({ href: paths.app.bulkPaymentDetail.getHref(b.ref) })}
          onPageChange={(pageSize, page) => setFilter({ page, per_page: pageSize })}
        />
      </Box>
    </Stack>
  );
}
