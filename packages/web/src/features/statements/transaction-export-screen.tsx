import { Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { paths } from '../../config/paths';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { statementFileFormatLabel } from '../../domains/statements/statement-formats';
import { TransactionExportProgress } from '../../domains/statements/transaction-export-progress';
import { TransactionExportBadge } from '../../domains/statements/transaction-export-status';
import {
  useDownloadTransactionExport,
  useTransactionExportQuery,
} from '../../domains/statements/transaction-exports';
import { formatDateTime } from '../../lib/format-date';
import {
  exportAccountsText,
  exportCurrenciesText,
  exportPeriodText,
  exportRowsText,
  exportTotalsLines,
} from './export-model';

const DETAIL_MAX_WIDTH = '720px';

/**
 * One export of transactions (`/app/statements/exports/:transactionExport`, where its notification leads): where
 * the bank is with it, followed every 1.5 s until it is ready or failed, what it holds, and Download once ready.
 */
export function TransactionExportScreen() {
  const { t } = useLingui();
  const { transactionExport = '' } = useParams();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const query = useTransactionExportQuery(account, transactionExport);
  const { download, downloading } = useDownloadTransactionExport(account);
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium" alignSelf="flex-start">
      <RouterLink to={paths.app.statements.getHref('exports')}>
        <Trans>Back to exports</Trans>
      </RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError)
    return <DetailLoadFailure title={t`Export of transactions`} error={query.error} back={back} />;
  const exported = query.data;
  const format = statementFileFormatLabel(exported.format);
  const period = exportPeriodText(exported);
  return (
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Export of transactions</Trans>
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Text color="fg.muted">{`${period} · ${format}`}</Text>
          <TransactionExportBadge status={exported.status} />
        </HStack>
      </Stack>
      <TransactionExportProgress status={exported.status} />
      {exported.status === 'failed' ? (
        <AlertBanner type="error">
          <Trans>The bank could not prepare this export. Request it again from the transactions list.</Trans>
        </AlertBanner>
      ) : exported.status === 'ready' ? (
        <Button
          alignSelf="flex-start"
          loading={downloading === exported.ref}
          onClick={() => void download(exported.ref)}
        >
          <Trans>Download {format}</Trans>
        </Button>
      ) : (
        <Text color="fg.muted" role="status">
          <Trans>
            The bank is preparing this export. You can leave this page: a notification tells you when it is
            ready.
          </Trans>
        </Text>
      )}
      <DescriptionList>
        <DescriptionRow label={t`Period`}>{period}</DescriptionRow>
        <DescriptionRow label={t`Format`}>{format}</DescriptionRow>
        <DescriptionRow label={t`Accounts`}>{exportAccountsText(exported, bankAccounts)}</DescriptionRow>
        <DescriptionRow label={t`Currencies`}>{exportCurrenciesText(exported)}</DescriptionRow>
        <DescriptionRow label={t`Booked transactions`}>
          <span data-testid="export-row-count">{exportRowsText(exported)}</span>
        </DescriptionRow>
        {exportTotalsLines(exported).length > 0 ? (
          <DescriptionRow label={t`Money in and out`}>
            <Stack gap="0">
              {exportTotalsLines(exported).map((line) => (
                <Text key={line} as="span" fontVariantNumeric="tabular-nums">
                  {line}
                </Text>
              ))}
            </Stack>
          </DescriptionRow>
        ) : null}
        <DescriptionRow label={t`Requested`}>{formatDateTime(exported.created_at)}</DescriptionRow>
        {exported.ready_at ? (
          <DescriptionRow label={t`Ready`}>{formatDateTime(exported.ready_at)}</DescriptionRow>
        ) : null}
      </DescriptionList>
    </Stack>
  );
}
