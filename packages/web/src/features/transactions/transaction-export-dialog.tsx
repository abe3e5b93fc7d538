import { Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DialogActions } from '../../components/dialog-actions';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { ChecklistField } from '../../components/ui/checklist-field';
import { DateRangeField } from '../../components/ui/date-range-field';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { RadioGroup } from '../../components/ui/radio-group';
import { SelectField } from '../../components/ui/select-field';
import { StickyActions } from '../../components/ui/sticky-actions';
import { paths } from '../../config/paths';
import type { BankAccount } from '../../domains/session/session-types';
import {
  STATEMENT_FILE_FORMATS,
  type StatementFileFormat,
  statementFileFormatLabel,
} from '../../domains/statements/statement-formats';
import { TransactionExportProgress } from '../../domains/statements/transaction-export-progress';
import {
  useCreateTransactionExportMutation,
  useDownloadTransactionExport,
  useTransactionExportQuery,
} from '../../domains/statements/transaction-exports';
import { dayjs } from '../../lib/dayjs';
import { DATE_VALUE_FORMAT, formatDate } from '../../lib/format-date';
import { formatNumber } from '../../lib/format-number';
import { PERIOD_PRESETS, type PeriodPreset, periodPresetLabel, presetPeriod } from './export-period';
import {
  type Choice,
  coveredAccounts,
  currenciesOf,
  type ExportFormErrors,
  type ExportFormValues,
  exportFieldOf,
  exportRequest,
  isOneAccountFormat,
} from './transaction-export-model';

export interface TransactionExportDialogProps {
  open: boolean;
  onClose: () => void;
  account: string;
  bankAccounts: readonly BankAccount[];
  /** What the form starts with (the list's filters). */
  initial: ExportFormValues;
}

/**
 * Export transactions of any size: a period in words (or a custom range), all or some accounts and currencies, a
 * format in words; the bank builds the file. Then where it is (Requested → Preparing → Ready, asked every 1.5 s)
 * and Download once ready. Closing the dialog is fine: a notification says when the export is ready.
 */
export function TransactionExportDialog({
  open,
  onClose,
  account,
  bankAccounts,
  initial,
}: TransactionExportDialogProps) {
  const { t } = useLingui();
  const create = useCreateTransactionExportMutation(account);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ExportFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [requested, setRequested] = useState<string | null>(null);

  const close = () => {
    if (create.isPending) return;
    setValues(initial);
    setErrors({});
    setFailure(null);
    setRequested(null);
    create.reset();
    onClose();
  };

  /** A change clears the message of the field it touches (it described the value before). */
  const change = (patch: Partial<ExportFormValues>, field: keyof ExportFormErrors) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    const checked = exportRequest(values, bankAccounts, dayjs());
    if ('errors' in checked) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    create.mutate(checked.request, {
      onSuccess: (created) => setRequested(created.ref),
      onError: (error) => {
        const underFields: ExportFormErrors = {};
        let rest = false;
        for (const [field, message] of Object.entries(getFieldErrors(error))) {
          const where = exportFieldOf(field);
          if (where) underFields[where] = underFields[where] ?? message;
          else rest = true;
        }
        setErrors(underFields);
        const allUnderFields = error instanceof ApiError && error.status === 422 && !rest;
        if (!allUnderFields || Object.keys(underFields).length === 0) setFailure(getErrorText(error));
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      type="other"
      title={requested ? t`Your export` : t`Export transactions`}
      hideFooter
    >
      {requested ? (
        <ExportProgress account={account} transactionExport={requested} onClose={close} />
      ) : (
        <form noValidate aria-label={t`Export transactions`} onSubmit={submit}>
          <Stack gap="4" pb="2">
            <Text color="fg.muted" fontSize="sm">
              <Trans>
                The bank prepares a file of the booked transactions, with each account's opening and closing
                balance, for any period. You get a notification when it is ready.
              </Trans>
            </Text>
            <PeriodFields values={values} errors={errors} change={change} />
            <AccountFields values={values} errors={errors} change={change} bankAccounts={bankAccounts} />
            <SelectField<StatementFileFormat>
              label={t`Format`}
              required
              options={STATEMENT_FILE_FORMATS.map((format) => ({
                label: statementFileFormatLabel(format),
                value: format,
              }))}
              value={values.format}
              onChange={(format) => format && change({ format }, 'format')}
              error={Boolean(errors.format)}
              errorMessage={errors.format}
              extraInfo={
                isOneAccountFormat(values.format)
                  ? t`Xero and QuickBooks Online import one account in one currency at a time.`
                  : undefined
              }
              menuPortal
            />
            <DialogActions
              failure={failure}
              pending={create.isPending}
              onCancel={close}
              submitLabel={t`Request export`}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

type Change = (patch: Partial<ExportFormValues>, field: keyof ExportFormErrors) => void;

function PeriodFields({
  values,
  errors,
  change,
}: {
  values: ExportFormValues;
  errors: ExportFormErrors;
  change: Change;
}) {
  const { t } = useLingui();
  const today = dayjs();
  const preset = presetPeriod(values.preset, today);
  const from = preset ? formatDate(preset.from) : '';
  const to = preset ? formatDate(preset.to) : '';
  const custom = values.preset === 'custom';
  return (
    <Stack gap="3">
      <SelectField<PeriodPreset>
        label={t`Period`}
        required
        options={PERIOD_PRESETS.map((p) => ({ label: periodPresetLabel(p), value: p }))}
        value={values.preset}
        onChange={(next) => next && change({ preset: next }, 'period')}
        error={!custom && Boolean(errors.period)}
        errorMessage={custom ? undefined : errors.period}
        extraInfo={preset ? t`From ${from} to ${to}` : undefined}
        menuPortal
      />
      {custom ? (
        <DateRangeField
          label={t`Custom range`}
          required
          value={values.range}
          onChange={(range) => change({ range }, 'period')}
          maxDate={today.format(DATE_VALUE_FORMAT)}
          error={errors.period}
        />
      ) : null}
    </Stack>
  );
}

function AccountFields({
  values,
  errors,
  change,
  bankAccounts,
}: {
  values: ExportFormValues;
  errors: ExportFormErrors;
  change: Change;
  bankAccounts: readonly BankAccount[];
}) {
  const { t } = useLingui();
  const currencies = currenciesOf(coveredAccounts(values, bankAccounts));
  return (
    <>
      <Stack gap="2">
        <RadioGroup<Choice>
          label={t`Bank accounts`}
          orientation="horizontal"
          options={[
            { label: t`All accounts`, value: 'all' },
            { label: t`Choose accounts`, value: 'chosen' },
          ]}
          value={values.accounts}
          onChange={(accounts) => change({ accounts }, 'accounts')}
          error={values.accounts === 'all' && Boolean(errors.accounts)}
          errorMessage={errors.accounts}
        />
        {values.accounts === 'chosen' ? (
          <ChecklistField
            legend={t`Accounts to export`}
            name="bank_accounts"
            options={bankAccounts.map((b) => ({ value: b.ref, label: b.name }))}
            value={values.chosenAccounts}
            onChange={(chosenAccounts) => change({ chosenAccounts }, 'accounts')}
            error={errors.accounts}
          />
        ) : null}
      </Stack>
      <Stack gap="2">
        <RadioGroup<Choice>
          label={t`Currencies`}
          orientation="horizontal"
          options={[
            { label: t`All currencies`, value: 'all' },
            { label: t`Choose currencies`, value: 'chosen' },
          ]}
          value={values.currencies}
          onChange={(next) => change({ currencies: next }, 'currencies')}
          error={values.currencies === 'all' && Boolean(errors.currencies)}
          errorMessage={errors.currencies}
        />
        {values.currencies === 'chosen' ? (
          <ChecklistField
            legend={t`Currencies to export`}
            name="currencies"
            options={currencies.map((code) => ({ value: code, label: code }))}
            value={values.chosenCurrencies.filter((code) => currencies.includes(code))}
            onChange={(chosenCurrencies) => change({ chosenCurrencies }, 'currencies')}
            error={errors.currencies}
          />
        ) : null}
      </Stack>
    </>
  );
}

/** The requested export, followed until it is ready: its steps, what it holds, and Download. */
function ExportProgress({
  account,
  transactionExport,
  onClose,
}: {
  account: string;
  transactionExport: string;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const query = useTransactionExportQuery(account, transactionExport);
  const { download, downloading } = useDownloadTransactionExport(account);
  const exported = query.data;
  const status = exported?.status ?? 'requested';
  return (
    <Stack gap="4" pb="2">
      <TransactionExportProgress status={status} />
      {status === 'failed' ? (
        <AlertBanner type="error">
          <Trans>The bank could not prepare this export. Please request it again.</Trans>
        </AlertBanner>
      ) : (
        <Text role="status">
          {status === 'ready'
            ? t`Your export is ready to download.`
            : t`The bank is preparing your export. You can close this window: a notification tells you when it is ready.`}
        </Text>
      )}
      {query.isError ? <AlertBanner type="error">{getErrorText(query.error)}</AlertBanner> : null}
      {exported ? (
        <DescriptionList>
          <DescriptionRow label={t`Period`}>
            {`${formatDate(exported.from)} – ${formatDate(exported.to)}`}
          </DescriptionRow>
          <DescriptionRow label={t`Format`}>{statementFileFormatLabel(exported.format)}</DescriptionRow>
          <DescriptionRow label={t`Booked transactions`}>
            <span data-testid="export-row-count">{formatNumber(exported.row_count)}</span>
          </DescriptionRow>
        </DescriptionList>
      ) : null}
      <Link asChild color="brand.ink" fontWeight="medium" alignSelf="flex-start" fontSize="sm">
        <RouterLink to={paths.app.statements.getHref('exports')}>
          <Trans>See all your exports</Trans>
        </RouterLink>
      </Link>
      <StickyActions>
        <Button variant="outline" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <Button
          disabled={status !== 'ready'}
          loading={downloading === transactionExport}
          onClick={() => void download(transactionExport)}
        >
          <Trans>Download</Trans>
        </Button>
      </StickyActions>
    </Stack>
  );
}
