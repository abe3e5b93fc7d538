import { Box } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { ListFilters } from '../../components/ui/data-table/list-filters';
import { DateRangeField } from '../../components/ui/date-range-field';
import type { OptionItem } from '../../components/ui/option-item';
import { SelectField } from '../../components/ui/select-field';
import { formatStatus } from '../../lib/format-status';
import type { ListParamsPatch } from '../../lib/list-params';
import {
  formatTransactionType,
  TRANSACTION_STATUSES,
  TRANSACTION_TYPES,
  type TransactionFilters,
} from './transaction-filters';

export interface TransactionFilterBarProps {
  filters: TransactionFilters;
  /** How many filters narrow the list. */
  activeCount: number;
  currencyOptions: OptionItem[];
  bankAccountOptions: OptionItem[];
  onChange: (changes: ListParamsPatch) => void;
  onClear: () => void;
}

/**
 * Laid out by the room the list has (a container query: the sidebar open or collapsed changes it, not only
 * the window): one column on a phone, three on a laptop (the date range on two, then three selects), one row
 * of six from 1100 px. The date range always takes two columns: its two dates and the arrow between them
 * need twice a select's room for 'Start date' and 'End date' to show whole.
 */
const FILTER_GRID = {
  display: 'grid',
  gap: '3',
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container (min-width: 600px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  '@container (min-width: 1100px)': { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' },
} as const;
const DATE_RANGE_CELL = { '@container (min-width: 600px)': { gridColumn: 'span 2' } } as const;

/** The transactions' filters, kept in the URL by the caller. */
export function TransactionFilterBar({
  filters,
  activeCount,
  currencyOptions,
  bankAccountOptions,
  onChange,
  onClear,
}: TransactionFilterBarProps) {
  const { t } = useLingui();
  return (
    <ListFilters activeCount={activeCount}>
      <Box
        as="form"
        role="search"
        aria-label={t`Filter transactions`}
        onSubmit={(e) => e.preventDefault()}
        css={{ containerType: 'inline-size' }}
      >
        <Box css={FILTER_GRID}>
          <Box css={DATE_RANGE_CELL}>
            <DateRangeField
              label={t`Date range`}
              value={[filters.from ?? null, filters.to ?? null]}
              onChange={([from, to]) => onChange({ from, to })}
            />
          </Box>
          <SelectField
            label={t`Type`}
            clearable
            placeholder={t`All types`}
            options={TRANSACTION_TYPES.map((type) => ({ label: formatTransactionType(type), value: type }))}
            value={filters.type ?? null}
            onChange={(type) => onChange({ type })}
          />
          <SelectField
            label={t`Currency`}
            clearable
            placeholder={t`All currencies`}
            options={currencyOptions}
            value={filters.currency ?? null}
            onChange={(currency) => onChange({ currency })}
          />
          <SelectField
            label={t`Status`}
            clearable
            placeholder={t`All statuses`}
            options={TRANSACTION_STATUSES.map((s) => ({ label: formatStatus(s), value: s }))}
            value={filters.status ?? null}
            onChange={(status) => onChange({ status })}
          />
          <SelectField
            label={t`Bank account`}
            clearable
            placeholder={t`All accounts`}
            options={bankAccountOptions}
            value={filters.bank_account ?? null}
            onChange={(bank_account) => onChange({ bank_account })}
          />
        </Box>
        {activeCount > 0 ? (
          <Button mt="2" variant="text" size="small" onClick={onClear}>
            <Trans>Clear filters</Trans>
          </Button>
        ) : null}
      </Box>
    </ListFilters>
  );
}
