import type { ReactNode } from 'react';

/**
 * Where a column's cell goes in the phone layout (below md), one card per row:
 * primary and amount on the first line, date and secondary (up to two lines) then status on the second, actions
 * under them.
 * Columns without a role are left out on phones (the detail shows them).
 */
export type MobileRole = 'primary' | 'secondary' | 'amount' | 'status' | 'date' | 'actions';

export interface DataTableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers and amounts align to the end, in tabular numerals. */
  align?: 'start' | 'end';
  /** A fixed width in px (dates, numbers, status, actions). Without it the column is a text column. */
  width?: number;
  /** A text column that takes the free space beyond the 300px cap (a description). */
  grow?: boolean;
  /**
   * The cell wraps instead of being cut: for text that holds figures (a notification naming its amount, a
   * batch's totals), which a cut would make wrong, not merely short.
   */
  wrap?: boolean;
  /**
   * Left out when no row of the page fills it (its cell is null or empty): an Actions column on a page with
   * nothing to act on, a count that is zero on every row, is a column of blanks.
   */
  omitWhenEmpty?: boolean;
  /** The cell's full text, shown on hover when it is cut (defaults to the cell when it is a string). */
  text?: (row: Row) => string;
  /** Its place in the phone layout; left out on phones when not given. */
  mobile?: MobileRole;
  /** The cell on phones when it differs (actions without the one a tap on the row already does). */
  mobileCell?: (row: Row) => ReactNode;
  /**
   * When the table would not fit its container (a laptop, a narrow window), columns with a priority are left out,
   * lowest first, until it fits; the detail still shows them. Columns without one always show.
   */
  priority?: number;
}

/** What a tap on a row does on phones: go to its detail, or open it in place (a panel). */
export type RowOpen = { href: string } | { onOpen: () => void };

/**
 * Widths every list uses for the same kind of cell, each holding its longest usual value in full: a date-time
 * with seconds when they are not zero ('24 Nov, 2026 - 04:46:12', rule FMT-01), a date, an amount with its
 * code ('1,329,242.67 EUR'), a status badge ('partially failed').
 */
export const COLUMN_WIDTHS = {
  dateTime: 205,
  date: 115,
  amount: 145,
  status: 120,
} as const;

/** Text columns are 180 to 300px wide (rule UI-20). */
export const COLUMN_MIN_WIDTH = 180;
export const COLUMN_MAX_WIDTH = 300;

/**
 * The width under which the table scrolls sideways instead of squeezing its columns: the fixed columns plus
 * 180px for each text column (rule UI-20). The free space above that goes to the text columns, whose text is
 * cut at 300px unless the column grows (a 300px cap on the column itself would leave the table
 * narrower than its container, or force a fixed layout to stretch the number columns instead).
 */
export function tableMinWidth(columns: ReadonlyArray<Pick<DataTableColumn<unknown>, 'width'>>): number {
  return columns.reduce((sum, c) => sum + (c.width ?? COLUMN_MIN_WIDTH), 0);
}

/** The cell's full text for its title, when the column knows it or the cell is plain text. */
export function cellTitle<Row>(
  column: DataTableColumn<Row>,
  row: Row,
  content: ReactNode,
): string | undefined {
  if (column.text) return column.text(row);
  return typeof content === 'string' || typeof content === 'number' ? String(content) : undefined;
}

/** The columns that fit `width` (px): the least important left out first; all of them when the width is unknown. */
export function fitColumns<Row>(
  columns: ReadonlyArray<DataTableColumn<Row>>,
  width: number | undefined,
): ReadonlyArray<DataTableColumn<Row>> {
  if (!width) return columns;
  const dropOrder = columns
    .filter((c) => c.priority !== undefined)
    .sort((a, b) => (a.priority ?? 0) - (b.priority ?? 0));
  let shown = columns;
  for (const column of dropOrder) {
    if (tableMinWidth(shown) <= width) break;
    shown = shown.filter((c) => c !== column);
  }
  return shown;
}
