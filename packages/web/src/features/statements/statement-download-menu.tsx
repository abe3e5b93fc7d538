import { useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { ActionMenu } from '../../components/ui/action-menu';
import { DownloadIcon } from '../../components/ui/icons';
import { downloadFileLink } from '../../domains/statements/file-link';
import {
  STATEMENT_FILE_FORMATS,
  type StatementFileFormat,
  statementFileFormatLabel,
} from '../../domains/statements/statement-formats';
import { formatMonth } from '../../lib/format-date';
import { toastError } from '../../lib/toast';
import { type Statement, useCreateStatementFileMutation } from './api/statements';

/**
 * "Download" on a statement: the six formats in plain words. The bank builds the file and answers a link that
 * needs no credentials; the browser downloads it from there, as large as it is.
 */
export function StatementDownloadMenu({
  account,
  statement,
  bankAccountName,
  compact = false,
}: {
  account: string;
  statement: Statement;
  bankAccountName: string;
  /** The download icon without the word, where a table row has no room for it (its name and hover say it). */
  compact?: boolean;
}) {
  const { t } = useLingui();
  const create = useCreateStatementFileMutation(account);
  const month = formatMonth(statement.month);
  const currency = statement.currency;
  const download = async (format: StatementFileFormat) => {
    try {
      const link = await create.mutateAsync({ statement: statement.ref, format });
      await downloadFileLink(link);
    } catch (error) {
      toastError(getErrorText(error));
    }
  };
  return (
    <ActionMenu
      label={compact ? undefined : t`Download`}
      icon={<DownloadIcon />}
      aria-label={t`Download the ${month} statement of ${bankAccountName} in ${currency}`}
      loading={create.isPending}
      items={STATEMENT_FILE_FORMATS.map((format) => ({
        key: format,
        label: statementFileFormatLabel(format),
      }))}
      onSelect={(format) => void download(format)}
    />
  );
}
