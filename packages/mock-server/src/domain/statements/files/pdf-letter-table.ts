import type { Locale } from '../../bank/index.js';
import type { BalanceConfirmationDocument } from '../statement-document.js';
import { bankDetailFields } from './pdf-bank-details.js';
import { drawFieldLines, fieldLineCount } from './pdf-field-lines.js';
import type { LetterLabels } from './pdf-letter-labels.js';
import { formatMoney } from './pdf-locale-format.js';
import { CONTENT_LEFT, CONTENT_RIGHT, type Fonts, MUTED, RULE, style } from './pdf-page-layout.js';
import type { PagePen } from './pdf-pen.js';
import { fitSize, fitText } from './pdf-text.js';

/** The letter's table of balances: Account, Account details, Currency, Balance. */

export type LetterContext = {
  doc: BalanceConfirmationDocument;
  labels: LetterLabels;
  locale: Locale;
  fonts: Fonts;
};

type Balance = BalanceConfirmationDocument['balances'][number];

const X = {
  account: CONTENT_LEFT + 4,
  details: CONTENT_LEFT + 150,
  currency: CONTENT_RIGHT - 118,
  balanceRight: CONTENT_RIGHT - 4,
};
const ACCOUNT_WIDTH = X.details - X.account - 10;
const DETAILS_WIDTH = X.currency - X.details - 10;
const BALANCE_WIDTH = X.balanceRight - X.currency - 34;
const LINE = 11;
const PADDING = 7;

export const LETTER_TABLE_HEADER_HEIGHT = 18;

export function drawLetterTableHeader(pen: PagePen, ctx: LetterContext, top: number): number {
  const { labels, fonts } = ctx;
  const head = style(fonts.bold, 7.5, MUTED);
  const y = top - 11;
  pen.text(labels.account, X.account, y, head);
  pen.text(labels.details, X.details, y, head);
  pen.text(labels.currency, X.currency, y, head);
  pen.textRight(labels.balance, X.balanceRight, y, head);
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, top - LETTER_TABLE_HEADER_HEIGHT, MUTED, 0.8);
  return top - LETTER_TABLE_HEADER_HEIGHT;
}

function detailLines(ctx: LetterContext, balance: Balance) {
  return balance.details.map((details) => bankDetailFields(details, ctx.locale));
}

export function balanceRowHeight(ctx: LetterContext, balance: Balance): number {
  const lines = detailLines(ctx, balance).reduce(
    (n, f) => n + fieldLineCount(ctx.fonts, f, DETAILS_WIDTH),
    0,
  );
  // The account column is always two lines: the account's name over its holder's.
  return Math.max(2, lines) * LINE + 2 * PADDING;
}

export function drawBalanceRow(pen: PagePen, ctx: LetterContext, balance: Balance, top: number): number {
  const { fonts, locale } = ctx;
  const y = top - PADDING - 8;
  pen.text(fitText(fonts.bold, 9, balance.accountName, ACCOUNT_WIDTH), X.account, y, style(fonts.bold, 9));
  const holder = fitText(fonts.regular, 7.5, balance.holderName, ACCOUNT_WIDTH);
  pen.text(holder, X.account, y - LINE, style(fonts.regular, 7.5, MUTED));
  let detailY = y;
  for (const fields of detailLines(ctx, balance)) {
    const at = { x: X.details, y: detailY, maxWidth: DETAILS_WIDTH, lineHeight: LINE };
    detailY = drawFieldLines(pen, fonts, fields, at) - LINE;
  }
  pen.text(balance.currency, X.currency, y, style(fonts.regular, 9));
  const amount = formatMoney(balance.balance, balance.currency, locale);
  pen.textRight(
    amount,
    X.balanceRight,
    y,
    style(fonts.bold, fitSize(fonts.bold, 9.5, amount, BALANCE_WIDTH)),
  );
  const bottom = top - balanceRowHeight(ctx, balance);
  pen.hLine(CONTENT_LEFT, CONTENT_RIGHT, bottom, RULE, 0.5);
  return bottom;
}
