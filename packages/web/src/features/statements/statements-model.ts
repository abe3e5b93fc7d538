import { t } from '@lingui/core/macro';
import type { Statement } from './api/statements';

/** What a provisional statement's badge means; nothing for a final one. */
export const provisionalNote = (statement: Pick<Statement, 'status'>): string | null =>
  statement.status === 'provisional' ? t`Provisional until the month ends` : null;

/** Whether any listed month is still in progress (the list then says what provisional means). */
export const hasProvisional = (statements: ReadonlyArray<Pick<Statement, 'status'>>): boolean =>
  statements.some((statement) => statement.status === 'provisional');
