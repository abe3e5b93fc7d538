import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useEffect, useState } from 'react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { DateRangeField, type DateRangeValue } from '../../components/ui/date-range-field';
import { Modal } from '../../components/ui/modal';
import { SelectField } from '../../components/ui/select-field';
import { recordExport } from '../../domains/audit/record-export';
import type { OrganizationAccount } from '../../domains/session/session-types';
import { dayjs } from '../../lib/dayjs';
import { downloadFile } from '../../lib/download-file';
import { formatDateTime } from '../../lib/format-date';
import { toastError, toastSuccess, toastWarning } from '../../lib/toast';
import { fetchBalanceBefore } from './api/balance-before';
import { fetchAllTransactions } from './api/fetch-all-transactions';
import { isBooked } from './booked';
import type { TransactionFilters } from './transaction-filters';

export interface StatementDialogProps {
  open: boolean;
  onClose: () => void;
  account: OrganizationAccount;
  /** The current filters, used as the starting choice. */
  filters: TransactionFilters;
}

const today = () => dayjs().format('YYYY-MM-DD');
const firstOfMonth = () => dayjs().startOf('month').format('YYYY-MM-DD');

/** Asks for a bank account, a currency and a period, then builds the statement PDF in the browser. */
export function StatementDialog({ open, onClose, account, filters }: StatementDialogProps) {
  const { t } = useLingui();
  const [bankAccountRef, setBankAccountRef] = useState<string | null>(null);
  const [currency, setCurrency] = useState<string | null>(null);
  const [range, setRange] = useState<DateRangeValue>([null, null]);
  const [busy, setBusy] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  // Set when the downloaded statement's running balance disagrees with the bank's: the dialog stays open.
  const [warning, setWarning] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    const bank =
      account.bank_accounts.find((b) => b.ref === filters.bank_account) ?? account.bank_accounts[0];
    setBankAccountRef(bank?.ref ?? null);
    const currencies = bank?.currencies.map((c) => c.code) ?? [];
    setCurrency(
      filters.currency && currencies.includes(filters.currency) ? filters.currency : (currencies[0] ?? null),
    );
    setRange([filters.from ?? firstOfMonth(), filters.to ?? today()]);
    setSubmitted(false);
    setWarning(null);
  }, [open, account, filters]);

  const bank = account.bank_accounts.find((b) => b.ref === bankAccountRef);
  const [from, to] = range;

  const download = async () => {
    setSubmitted(true);
    setWarning(null);
    if (!bank || !currency || !from || !to) return;
    setBusy(true);
    try {
      const period = { bank_account: bank.ref, currency, from, to };
      const all = await fetchAllTransactions(account.ref, period);
      if (all.truncated) {
        toastWarning(t`This period has too many transactions for one statement. Choose a shorter period.`);
        return;
      }
      const hasBooked = all.rows.some(isBooked);
      const balanceBefore = hasBooked ? null : await fetchBalanceBefore(account.ref, period);
      // The statement builder and the PDF writer load only when a statement is actually made.
      const { buildStatement, mismatchWarning, statementFileName, statementPdf } = await import(
        './statement'
      );
      const statement = buildStatement({
        organizationName: account.name,
        bankAccountName: bank.name,
        bankAccountRef: bank.ref,
        currency,
        from,
        to,
        transactions: all.rows,
        balanceBefore,
      });
      const pdf = await statementPdf(statement, formatDateTime(new Date()));
      // Recorded with the bank before the download starts; a refusal stops the export (rule ROLE-09).
      await recordExport(account.ref, {
        dataset: 'transactions',
        format: 'pdf',
        row_count: statement.rows.length,
        filters: period,
      });
      downloadFile(pdf, statementFileName(statement));
      toastSuccess(t`Statement downloaded`);
      const mismatch = mismatchWarning(statement);
      if (mismatch) setWarning(mismatch);
      else onClose();
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      type="other"
      title={t`Download a statement`}
      okText={t`Download PDF`}
      onOk={() => void download()}
      okLoading={busy}
    >
      <Stack gap="4">
        {warning ? (
          <AlertBanner type="warning" title={t`Check this statement's balances`}>
            {warning}
          </AlertBanner>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Booked transactions of one bank account in one currency, with the opening, running and closing
            balance.
          </Trans>
        </Text>
        <SelectField
          label={t`Bank account`}
          required
          options={account.bank_accounts.map((b) => ({ label: b.name, value: b.ref }))}
          value={bankAccountRef}
          onChange={(value) => {
            setBankAccountRef(value);
            const next = account.bank_accounts.find((b) => b.ref === value);
            setCurrency(next?.currencies[0]?.code ?? null);
          }}
          error={submitted && !bankAccountRef}
          errorMessage={t`Choose a bank account`}
          menuPortal
        />
        <SelectField
          label={t`Currency`}
          required
          options={(bank?.currencies ?? []).map((c) => ({ label: c.code, value: c.code }))}
          value={currency}
          onChange={setCurrency}
          error={submitted && !currency}
          errorMessage={t`Choose a currency`}
          menuPortal
        />
        <DateRangeField
          label={t`Period`}
          required
          value={range}
          onChange={setRange}
          maxDate={today()}
          error={submitted && (!from || !to) ? t`Choose the first and last day` : undefined}
        />
      </Stack>
    </Modal>
  );
}
