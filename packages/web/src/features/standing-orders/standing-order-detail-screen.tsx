import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataTable } from '../../components/ui/data-table/data-table';
import { pagedQueryTable } from '../../components/ui/data-table/table-states';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { DetailLoadFailure } from '../../components/ui/detail-load-failure';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { StatusBadge } from '../../components/ui/status-badge';
import { paths } from '../../config/paths';
import { usePaymentReasonText } from '../../domains/payments/payment-references';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionButton } from '../../domains/session/permission-button';
import { formatAmount } from '../../lib/format-amount';
import { formatDate, formatDateTime } from '../../lib/format-date';
import { DEFAULT_PAGE_SIZE, type PageSize } from '../../lib/list-params';
import { useStandingOrderActionMutation } from './api/standing-order-mutations';
import { type StandingOrder, useOccurrencesQuery, useStandingOrderQuery } from './api/standing-orders';
import { confirmCancelStandingOrder, confirmSkipNext, runAction } from './confirm-standing-order-actions';
import { endText, frequencyText } from './model/schedule-text';
import { NextDatesList } from './next-dates-list';
import { occurrenceColumns } from './occurrence-columns';
import { StandingOrderFormDialog } from './standing-order-form-dialog';

const DETAIL_MAX_WIDTH = '880px';
const isOpen = (so: StandingOrder) => so.status === 'active' || so.status === 'paused';

/** One standing order: its schedule, next and skipped dates, the payments it made, and what can be done. */
export function StandingOrderDetailScreen() {
  const { t } = useLingui();
  const { standingOrder: ref = '' } = useParams();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const query = useStandingOrderQuery(account, ref);
  const [page, setPage] = useState<{ page: number; perPage: PageSize }>({
    page: 1,
    perPage: DEFAULT_PAGE_SIZE,
  });
  const occurrences = useOccurrencesQuery(account, ref, page.page, page.perPage);
  const action = useStandingOrderActionMutation(account);
  const [editing, setEditing] = useState(false);
  const reasonText = usePaymentReasonText(query.data?.reason_code);
  const back = (
    <Link asChild color="brand.ink" fontWeight="medium">
      <RouterLink to={paths.app.standingOrders.getHref()}>
        <Trans>Back to recurring payments</Trans>
      </RouterLink>
    </Link>
  );

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) return <DetailLoadFailure title={t`Standing order`} error={query.error} back={back} />;
  const so = query.data;
  const amount = formatAmount(so.amount, so.currency, { withCode: true });
  const busy = action.isPending;
  const recipientName = so.recipient_name;
  const rows: [string, string][] = [
    [t`Recipient`, so.recipient_name],
    [t`From`, bankAccounts.find((b) => b.ref === so.bank_account_ref)?.name ?? so.bank_account_ref],
    [t`Amount`, amount],
    [t`Frequency`, frequencyText(so.schedule)],
    [t`Starts`, formatDate(so.schedule.start_date)],
    [t`Ends`, endText(so.schedule)],
    [t`Reason`, reasonText],
    [t`Reference`, so.reference],
    [t`Payments made`, String(so.occurrences_made)],
    [t`Set up by`, `${so.created_by.name}, ${formatDateTime(so.created_at)}`],
  ];

  return (
    <Stack gap="6" maxW={DETAIL_MAX_WIDTH}>
      {back}
      <Stack gap="1">
        <Heading as="h1" size="2xl" wordBreak="break-word">
          {t`Standing order to ${recipientName}`}
        </Heading>
        <HStack gap="2">
          <Text color="fg.muted">{`${amount}, ${frequencyText(so.schedule, true)}`}</Text>
          <StatusBadge status={so.status} />
        </HStack>
      </Stack>
      {isOpen(so) ? (
        <HStack gap="3" wrap="wrap" aria-label={t`Standing order actions`} role="group">
          <PermissionButton
            permission="payments.create"
            variant="outline"
            disabled={busy || so.next_dates.length === 0}
            onClick={() => confirmSkipNext(so, action.mutateAsync)}
          >
            <Trans>Skip next payment</Trans>
          </PermissionButton>
          {so.status === 'active' ? (
            <PermissionButton
              permission="payments.create"
              variant="outline"
              disabled={busy}
              onClick={() => void runAction(so, 'pause', action.mutateAsync)}
            >
              <Trans>Pause</Trans>
            </PermissionButton>
          ) : (
            <PermissionButton
              permission="payments.create"
              variant="outline"
              disabled={busy}
              onClick={() => void runAction(so, 'resume', action.mutateAsync)}
            >
              <Trans>Resume</Trans>
            </PermissionButton>
          )}
          <PermissionButton permission="payments.create" variant="outline" onClick={() => setEditing(true)}>
            <Trans>Change future payments</Trans>
          </PermissionButton>
          <PermissionButton
            permission="payments.cancel"
            variant="danger"
            disabled={busy}
            onClick={() => confirmCancelStandingOrder(so, action.mutateAsync)}
          >
            <Trans>Cancel standing order</Trans>
          </PermissionButton>
        </HStack>
      ) : null}
      <DescriptionList>
        {rows.map(([label, value]) => (
          <DescriptionRow key={label} label={label}>
            {value}
          </DescriptionRow>
        ))}
      </DescriptionList>
      <Stack gap="2" as="section" aria-labelledby="next-heading">
        <Heading as="h2" size="lg" id="next-heading">
          <Trans>Next payments</Trans>
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <Trans>A date on a weekend or bank holiday moves to the next business day.</Trans>
        </Text>
        <NextDatesList
          dates={so.next_dates}
          empty={
            so.status === 'paused'
              ? t`Paused: no payment is made until it is resumed.`
              : t`No further payment.`
          }
        />
      </Stack>
      {so.skipped_dates.length > 0 ? (
        <Stack gap="2" as="section" aria-labelledby="skipped-heading">
          <Heading as="h2" size="lg" id="skipped-heading">
            <Trans>Skipped</Trans>
          </Heading>
          <NextDatesList dates={so.skipped_dates} />
        </Stack>
      ) : null}
      <Stack gap="3" as="section" aria-labelledby="made-heading">
        <Heading as="h2" size="lg" id="made-heading">
          <Trans>Payments made</Trans>
        </Heading>
        <Box>
          <DataTable
            caption={t`Payments made by this standing order`}
            columns={occurrenceColumns()}
            {...pagedQueryTable(occurrences, t`The payments could not be loaded.`)}
            page={page.page}
            pageSize={page.perPage}
            emptyText={t`No payment made yet`}
            getRowId={(p) => p.ref}
            openRow={(p) => ({ href: paths.app.paymentDetail.getHref(p.ref, p.bank_account_ref) })}
            onPageChange={(perPage, next) => setPage({ page: next, perPage: perPage as PageSize })}
          />
        </Box>
      </Stack>
      {editing ? (
        <StandingOrderFormDialog
          account={account}
          editing={so}
          onClose={() => setEditing(false)}
          onDone={() => setEditing(false)}
        />
      ) : null}
    </Stack>
  );
}
