import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { useCurrentAccountRef } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatStatus } from '../../lib/format-status';
import { useListState } from '../../lib/use-list-state';
import { type StandingOrder, useStandingOrdersQuery } from './api/standing-orders';
import { CreatedStandingOrderDialog } from './created-standing-order-dialog';
import { STANDING_ORDER_LIST, STANDING_ORDER_STATUSES } from './model/standing-order-filters';
import { standingOrderColumns } from './standing-order-columns';
import { StandingOrderFormDialog } from './standing-order-form-dialog';

/** Standing orders: the list with a status filter, and setting one up. */
export function StandingOrdersScreen() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const navigate = useNavigate();
  const list = useListState(STANDING_ORDER_LIST);
  const orders = useStandingOrdersQuery(account, list.params);
  const [setting, setSetting] = useState(false);
  const [created, setCreated] = useState<StandingOrder | null>(null);

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>Standing orders</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Standing orders the bank pays on their dates, soonest next payment first.</Trans>
          </Text>
        </Stack>
        <PermissionButton permission="payments.create" onClick={() => setSetting(true)}>
          <Trans>Set up a standing order</Trans>
        </PermissionButton>
      </HStack>
      <ListScreen
        caption={t`Standing orders`}
        columns={standingOrderColumns()}
        query={orders}
        failureTitle={t`The standing orders could not be loaded.`}
        paging={list.paging}
        emptyText={list.filters.status ? t`No standing orders in this status` : t`No standing orders yet`}
        getRowId={(so) => so.ref}
        openRow={(so) => ({ href: paths.app.standingOrderDetail.getHref(so.ref) })}
        filters={
          <ListFilterBar label={t`Filter standing orders`}>
            <SelectField
              label={t`Status`}
              clearable
              placeholder={t`All statuses`}
              options={STANDING_ORDER_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
              value={list.filters.status ?? null}
              onChange={(value) => list.update({ status: value })}
            />
          </ListFilterBar>
        }
      />
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
