import { Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { FxTrade } from './api/fx-trades';
import { pairText, traderText } from './fx-trade-details';
import { formatRate } from './rate-display';

const RATE_WIDTH = 90;
/** A trader's name ('Grace Hopper'); a longer one is cut, with the name and role on hover. */
const TRADER_WIDTH = 150;
/** The longest FX status badge is 'processing'. */
const STATUS_WIDTH = 110;

/**
 * The FX history's columns (rule FX-10). At 1440 beside the sidebar the table has about 1,150px and every
 * column is fixed (1,140px in all): the time, the pair (linking to the trade), the sold and bought amounts with
 * their codes, the rate and the mid rate at execution, the fee, who traded and the status. A narrower window
 * leaves out the fee, then the mid rate (the trade's detail shows them). On phones a card: sold and bought,
 * time, trader, status.
 */
export function fxHistoryColumns(): DataTableColumn<FxTrade>[] {
  return [
    {
      id: 'executed',
      header: 'Executed',
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (t) => formatDateTime(t.executed_at),
    },
    {
      id: 'pair',
      header: 'Pair',
      width: 95,
      mobile: 'primary',
      text: pairText,
      cell: (t) => (
        <Link asChild color="brand.ink" fontWeight="medium" display="inline">
          <RouterLink
            to={paths.app.fxTradeDetail.getHref(t.ref)}
            aria-label={`View trade ${t.ref}, ${pairText(t)}`}
          >
            {pairText(t)}
          </RouterLink>
        </Link>
      ),
      // On phones the card's first line reads '2,211.34 EUR →  348,703 JPY' (sold, then bought as its amount).
      mobileCell: (t) => `${formatAmount(t.sell_amount, t.sell_currency, { withCode: true })} →`,
    },
    {
      id: 'sold',
      header: 'Sold',
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      cell: (t) => formatAmount(t.sell_amount, t.sell_currency, { withCode: true }),
    },
    {
      id: 'bought',
      header: 'Bought',
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (t) => formatAmount(t.buy_amount, t.buy_currency, { withCode: true }),
    },
    {
      id: 'rate',
      header: 'Rate',
      align: 'end',
      width: RATE_WIDTH,
      text: (t) => `1 ${t.sell_currency} = ${formatRate(t.rate)} ${t.buy_currency}`,
      cell: (t) => formatRate(t.rate),
    },
    {
      id: 'mid',
      header: 'Mid rate',
      align: 'end',
      width: RATE_WIDTH,
      priority: 2,
      text: (t) =>
        `Mid rate at execution: 1 ${t.sell_currency} = ${formatRate(t.mid_rate)} ${t.buy_currency}`,
      cell: (t) => formatRate(t.mid_rate),
    },
    {
      id: 'fee',
      header: 'Fee',
      align: 'end',
      width: 110,
      priority: 1,
      cell: (t) => formatAmount(t.fee, t.fee_currency, { withCode: true }),
    },
    {
      id: 'trader',
      header: 'Traded by',
      width: TRADER_WIDTH,
      mobile: 'secondary',
      text: traderText,
      cell: (t) => t.traded_by.name,
    },
    {
      id: 'status',
      header: 'Status',
      width: STATUS_WIDTH,
      mobile: 'status',
      cell: (t) => <StatusBadge status={t.status} />,
    },
  ];
}
