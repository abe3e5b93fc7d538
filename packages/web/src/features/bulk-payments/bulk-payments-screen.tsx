import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { usePaymentBatchesQuery } from '../../domains/payments/payment-batches';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatStatus } from '../../lib/format-status';
import { useListState } from '../../lib/use-list-state';
import { batchColumns } from './batch-columns';
import { BATCH_LIST, BATCH_STATUSES } from './model/batch-filters';

/** Bulk payments: the organization's batches, newest first, with a status filter, and starting a new one. */
export function BulkPaymentsScreen() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const list = useListState(BATCH_LIST);
  const batches = usePaymentBatchesQuery(account, list.params);

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Bulk payments</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Up to 1,000 payments from one CSV file, sent with one approval and one code.</Trans>
          </Text>
        </Stack>
        <PermissionButton permission="payments.create" to={paths.app.newBulkPayment.getHref()}>
          <Trans>New bulk payment</Trans>
        </PermissionButton>
      </HStack>
      <ListScreen
        caption={t`Bulk payments`}
        columns={batchColumns()}
        query={batches}
        failureTitle={t`The bulk payments could not be loaded.`}
        paging={list.paging}
        emptyText={list.filters.status ? t`No bulk payments in this status` : t`No bulk payments yet`}
        getRowId={(b) => b.ref}
        openRow={(b) => ({ href: paths.app.bulkPaymentDetail.getHref(b.ref) })}
        filters={
          <ListFilterBar label={t`Filter bulk payments`}>
            <SelectField
              label={t`Status`}
              clearable
              placeholder={t`All statuses`}
              options={BATCH_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
              value={list.filters.status ?? null}
              onChange={(value) => list.update({ status: value })}
            />
          </ListFilterBar>
        }
      />
    </Stack>
  );
}
