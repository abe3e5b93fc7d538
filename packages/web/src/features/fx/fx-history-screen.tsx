import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Button } from '../../components/ui/button';
import { ListFilterBar, ListScreen } from '../../components/ui/data-table/list-screen';
import { DateRangeField } from '../../components/ui/date-range-field';
import { SelectField } from '../../components/ui/select-field';
import { paths } from '../../config/paths';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatNumber } from '../../lib/format-number';
import { formatStatus } from '../../lib/format-status';
import { fxHistoryColumns } from './fx-history-columns';
import { FX_TRADE_STATUSES } from './fx-history-filters';
import { useFxHistory } from './use-fx-history';

const STATUS_OPTIONS = FX_TRADE_STATUSES.map((s) => ({ label: formatStatus(s), value: s }));

/**
 * The organization account's past FX trades (rules FX-10 and FX-11): filters in the URL, the bank's pages newest
 * first, each trade opening its detail.
 */
export function FxHistoryScreen() {
  const history = useFxHistory();
  const { filters, query, total } = history;
  const columns = useMemo(() => fxHistoryColumns(), []);

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            FX history
          </Heading>
          <Text color="fg.muted">Currency exchanges from your bank accounts, newest first.</Text>
        </Stack>
        <PermissionButton permission="fx.trade" to={paths.app.newFxTrade.getHref()}>
          New FX trade
        </PermissionButton>
      </HStack>
      <ListScreen
        caption="FX trades"
        columns={columns}
        query={query}
        failureTitle="The FX trades could not be loaded."
        paging={history.paging}
        emptyText={history.activeFilterCount > 0 ? 'No trades match these filters' : 'No FX trades yet'}
        getRowId={(t) => t.ref}
        openRow={(t) => ({ href: paths.app.fxTradeDetail.getHref(t.ref) })}
        filters={
          <ListFilterBar label="Filter FX trades" activeCount={history.activeFilterCount}>
            <SelectField
              label="Bank account"
              clearable
              placeholder="All accounts"
              options={history.bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
              value={filters.bank_account ?? null}
              onChange={(value) =>
                history.update({ bank_account: value, sell_currency: null, buy_currency: null })
              }
            />
            <SelectField
              label="Sold"
              clearable
              placeholder="Any currency"
              options={history.currencyOptions}
              value={filters.sell_currency ?? null}
              onChange={(value) => history.update({ sell_currency: value })}
            />
            <SelectField
              label="Bought"
              clearable
              placeholder="Any currency"
              options={history.currencyOptions}
              value={filters.buy_currency ?? null}
              onChange={(value) => history.update({ buy_currency: value })}
            />
            <DateRangeField
              label="Executed"
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => history.update({ from, to })}
            />
            <SelectField
              label="Traded by"
              clearable
              placeholder="Anyone"
              loading={history.membersLoading}
              options={history.traderOptions}
              value={filters.traded_by ?? null}
              onChange={(value) => history.update({ traded_by: value })}
            />
            <SelectField
              label="Status"
              clearable
              placeholder="All statuses"
              options={STATUS_OPTIONS}
              value={filters.status ?? null}
              onChange={(value) => history.update({ status: value })}
            />
          </ListFilterBar>
        }
      >
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
          <Text role="status" fontSize="sm" color="fg.muted">
            {query.data ? `${formatNumber(total)} ${total === 1 ? 'trade matches' : 'trades match'}.` : ''}
          </Text>
          {history.activeFilterCount > 0 ? (
            <Button variant="text" size="small" onClick={history.clearFilters}>
              Clear filters
            </Button>
          ) : null}
        </Flex>
      </ListScreen>
    </Stack>
  );
}
