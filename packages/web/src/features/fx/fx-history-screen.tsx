import { Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

/**
 * The organization account's past FX trades (rules FX-10 and FX-11): filters in the URL, the bank's pages newest
 * first, each trade opening its detail.
 */
export function FxHistoryScreen() {
  const { t } = useLingui();
  const history = useFxHistory();
  const { filters, query, total } = history;
  const columns = useMemo(() => fxHistoryColumns(), []);
  const statusOptions = FX_TRADE_STATUSES.map((s) => ({ label: formatStatus(s), value: s }));
  const count = formatNumber(total);

  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            <Trans>FX history</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Currency exchanges from your bank accounts, newest first.</Trans>
          </Text>
        </Stack>
        <PermissionButton permission="fx.trade" to={paths.app.newFxTrade.getHref()}>
          <Trans>New FX trade</Trans>
        </PermissionButton>
      </HStack>
      <ListScreen
        caption={t`FX trades`}
        columns={columns}
        query={query}
        failureTitle={t`The FX trades could not be loaded.`}
        paging={history.paging}
        emptyText={history.activeFilterCount > 0 ? t`No trades match these filters` : t`No FX trades yet`}
        getRowId={(trade) => trade.ref}
        openRow={(trade) => ({ href: paths.app.fxTradeDetail.getHref(trade.ref) })}
        filters={
          <ListFilterBar label={t`Filter FX trades`} activeCount={history.activeFilterCount}>
            <SelectField
              label={t`Bank account`}
              clearable
              placeholder={t`All accounts`}
              options={history.bankAccounts.map((b) => ({ label: b.name, value: b.ref }))}
              value={filters.bank_account ?? null}
              onChange={(value) =>
                history.update({ bank_account: value, sell_currency: null, buy_currency: null })
              }
            />
            <SelectField
              label={t`Sold`}
              clearable
              placeholder={t`Any currency`}
              options={history.currencyOptions}
              value={filters.sell_currency ?? null}
              onChange={(value) => history.update({ sell_currency: value })}
            />
            <SelectField
              label={t`Bought`}
              clearable
              placeholder={t`Any currency`}
              options={history.currencyOptions}
              value={filters.buy_currency ?? null}
              onChange={(value) => history.update({ buy_currency: value })}
            />
            <DateRangeField
              label={t`Executed`}
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => history.update({ from, to })}
            />
            <SelectField
              label={t`Traded by`}
              clearable
              placeholder={t`Anyone`}
              loading={history.membersLoading}
              options={history.traderOptions}
              value={filters.traded_by ?? null}
              onChange={(value) => history.update({ traded_by: value })}
            />
            <SelectField
              label={t`Status`}
              clearable
              placeholder={t`All statuses`}
              options={statusOptions}
              value={filters.status ?? null}
              onChange={(value) => history.update({ status: value })}
            />
          </ListFilterBar>
        }
      >
        <Flex justify="space-between" align="center" gap="3" wrap="wrap" minH="8">
          <Text role="status" fontSize="sm" color="fg.muted">
            {query.data
              ? plural(total, { one: `${count} trade matches.`, other: `${count} trades match.` })
              : ''}
          </Text>
          {history.activeFilterCount > 0 ? (
            <Button variant="text" size="small" onClick={history.clearFilters}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : null}
        </Flex>
      </ListScreen>
    </Stack>
  );
}
