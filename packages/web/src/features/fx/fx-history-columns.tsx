import { Link } from '@chakra-ui/react';
import { t } from '@lingui/core/macro';
import { Link as RouterLink } from 'react-router-dom';
import { COLUMN_WIDTHS, type DataTableColumn } from '../../components/ui/data-table/data-table';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { formatAmount } from '../../lib/format-amount';
import { formatDateTime } from '../../lib/format-date';
import type { FxTrade } from './api/fx-trades';
import { pairText, rateText, traderText } from './fx-trade-details';
import { formatRate } from './rate-display';

const RATE_WIDTH = 90;
/**
 * A trader's name ('Grace Hopper'); a longer one is cut, with the name and role on hover. At 1440 the table has
 * about 1,135px (the page keeps its scrollbar's gutter): the nine columns take 1,130.
 */
const TRADER_WIDTH = 140;
/** The longest FX status badge is 'processing'. */
const STATUS_WIDTH = 110;

function viewTradeLabel(trade: FxTrade) {
  const ref = trade.ref;
  const pair = pairText(trade);
  return t`View trade ${ref}, ${pair}`;
}

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
      header: t`Executed`,
      width: COLUMN_WIDTHS.dateTime,
      mobile: 'date',
      cell: (trade) => formatDateTime(trade.executed_at),
    },
    {
      id: 'pair',
      header: t`Pair`,
      width: 95,
      mobile: 'primary',
      text: pairText,
      cell: (trade) => (
        <Link asChild color="brand.ink" fontWeight="medium" display="inline">
          <RouterLink to={paths.app.fxTradeDetail.getHref(trade.ref)} aria-label={viewTradeLabel(trade)}>
            {pairText(trade)}
          </RouterLink>
        </Link>
      ),
      // On phones the card's first line reads '2,211.34 EUR →  348,703 JPY' (sold, then bought as its amount).
      mobileCell: (trade) => `${formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true })} →`,
    },
    {
      id: 'sold',
      header: t`Sold`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      cell: (trade) => formatAmount(trade.sell_amount, trade.sell_currency, { withCode: true }),
    },
    {
      id: 'bought',
      header: t`Bought`,
      align: 'end',
      width: COLUMN_WIDTHS.amount,
      mobile: 'amount',
      cell: (trade) => formatAmount(trade.buy_amount, trade.buy_currency, { withCode: true }),
    },
    {
      id: 'rate',
      header: t`Rate`,
      align: 'end',
      width: RATE_WIDTH,
      text: (trade) => rateText(trade, trade.rate),
      cell: (trade) => formatRate(trade.rate),
    },
    {
      id: 'mid',
      header: t`Mid rate`,
      align: 'end',
      width: RATE_WIDTH,
      priority: 2,
      text: (trade) => {
        const rate = rateText(trade, trade.mid_rate);
        return t`Mid rate at execution: ${rate}`;
      },
      cell: (trade) => formatRate(trade.mid_rate),
    },
    {
      id: 'fee',
      header: t`Fee`,
      align: 'end',
      width: 110,
      priority: 1,
      cell: (trade) => formatAmount(trade.fee, trade.fee_currency, { withCode: true }),
    },
    {
      id: 'trader',
      header: t`Traded by`,
      width: TRADER_WIDTH,
      mobile: 'secondary',
      text: traderText,
      cell: (trade) => trade.traded_by.name,
    },
    {
      id: 'status',
      header: t`Status`,
      width: STATUS_WIDTH,
      mobile: 'status',
      cell: (trade) => <StatusBadge status={trade.status} />,
    },
  ];
}
