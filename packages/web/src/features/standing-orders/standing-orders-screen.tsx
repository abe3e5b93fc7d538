import { Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { DataTable } from '../../components/ui/data-table/data-table';
import { pagedQueryTable } from '../../components/ui/data-table/table-states';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatStatus } from '../../lib/format-status';
import { type ListParamsPatch, patchListParams } from '../../lib/list-params';
import { type StandingOrder, useStandingOrdersQuery } from './api/standing-orders';
import { CreatedStandingOrderDialog } from './created-standing-order-dialog';
import { readStandingOrderFilters, STANDING_ORDER_STATUSES } from './model/standing-order-filters';
import { standingOrderColumns } from './standing-order-columns';
import { StandingOrderFormDialog } from './standing-order-form-dialog';

/** Standing orders: the list with a status filter, and setting one up. */
export function StandingOrdersScreen() {
  const account = useCurrentAccountRef();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = readStandingOrderFilters(params);
  const orders = useStandingOrdersQuery(account, filters);
  const [setting, setSetting] = useState(false);
  const [created, setCreated] = useState<StandingOrder | null>(null);
  const setFilter = (patch: ListParamsPatch) =>
    setParams((current) => patchListParams(current, patch), { replace: true });

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Standing orders
          </Heading>
          <Text color="fg.muted">
            Standing orders the bank pays on their dates, soonest next payment first.
          </Text>
        </Stack>
        <PermissionButton permission="payments.create" onClick={() => setSetting(true)}>
          Set up a standing order
        </PermissionButton>
      </HStack>
      <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" as="search" aria-label="Filter standing orders">
        <SelectField
          label="Status"
          clearable
          placeholder="All statuses"
          options={STANDING_ORDER_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
          value={filters.status ?? null}
          onChange={(value) => setFilter({ status: value })}
        />
      </SimpleGrid>
      <Box>
        <DataTable
          caption="Standing orders"
          columns={standingOrderColumns()}
          {...pagedQueryTable(orders, 'The standing orders could not be loaded.')}
          page={filters.page}
          pageSize={filters.per_page}
          emptyText={filters.status ? 'No standing orders in this status' : 'No standing orders yet'}
          getRowId={(so) => so.ref}
          openRow={(so) => ({ href: paths.app.standingOrderDetail.getHref(so.ref) })}
          onPageChange={(pageSize, page) => setFilter({ page, per_page: pageSize })}
        />
      </Box>
      {setting ? (
        <StandingOrderFormDialog
          account={account}
          onClose={() => setSetting(false)}
          onDone={(so) => {
            setSetting(false);
            setCreated(so);
          }}
        />
      ) : null}
      <CreatedStandingOrderDialog
        standingOrder={created}
        onClose={() => setCreated(null)}
        onView={(so) => navigate(paths.app.standingOrderDetail.getHref(so.ref))}
      />
    </Stack>
  );
}
