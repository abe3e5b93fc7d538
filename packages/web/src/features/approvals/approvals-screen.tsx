import { Box, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadErrorBanner } from '../../components/ui/load-error-banner';
import { RefreshFailedNote } from '../../components/ui/refresh-failed-note';
import { useApprovalRulesQuery } from '../../domains/payments/approval-rules';
import { usePaymentBatchesQuery } from '../../domains/payments/payment-batches';
import { useCurrentAccountRef, useCurrentBankAccounts } from '../../domains/session/current-account';
import { PermissionNotice } from '../../domains/session/permission-notice';
import { usePermission } from '../../domains/session/use-permission';
import { APPROVALS_PAGE_SIZE, useApprovalRequestsQuery } from './api/approval-requests';
import { ApprovalRequestCard } from './approval-request-card';
import { BatchApprovalRequestCard } from './batch-approval-request-card';
import { BatchDecisionDialogOf } from './batch-decision-dialog';
import { DecisionBlockedBanner } from './decision-blocked-banner';
import { DecisionDialog } from './decision-dialog';
import { useApprovalDecision } from './use-approval-decision';
import { useBatchDecision } from './use-batch-decision';

/** Bulk payments awaiting approval: one page of the largest size (each is one card). */
const BATCH_FILTERS = { page: 1, per_page: 100, status: 'awaiting_approval' } as const;

/** Payments awaiting approval: approve or reject one, or several with one code (rules APR-20..APR-27). */
export function ApprovalsScreen() {
  const { t } = useLingui();
  const account = useCurrentAccountRef();
  const bankAccounts = useCurrentBankAccounts();
  const canView = usePermission('accounts.view');
  const query = useApprovalRequestsQuery(account, 1);
  const decision = useApprovalDecision();
  // Bulk payments wait as one item each (rule BULK-15).
  const batchQuery = usePaymentBatchesQuery(account, BATCH_FILTERS);
  const rules = useApprovalRulesQuery(account);
  const batchDecision = useBatchDecision();
  const batches = batchQuery.data?.data ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const requests = query.data?.data ?? [];
  // Only what is still listed and approvable counts as selected (a payment decided meanwhile drops out).
  const chosen = requests.filter((r) => r.can_approve && selected.has(r.payment.ref));
  const approvable = requests.filter((r) => r.can_approve);
  const busy =
    decision.step.name === 'preparing' ||
    decision.sending ||
    batchDecision.preparing !== null ||
    batchDecision.sending;
  const total = query.data?.meta.total ?? 0;
  const canApproveCount = approvable.length;
  const chosenCount = chosen.length;
  const pageSize = APPROVALS_PAGE_SIZE;
  const awaitingText =
    canApproveCount > 0
      ? plural(total, {
          one: `${total} payment awaits approval; you can approve ${canApproveCount}.`,
          other: `${total} payments await approval; you can approve ${canApproveCount}.`,
        })
      : total === 1
        ? t`${total} payment awaits approval; you cannot approve it.`
        : t`${total} payments await approval; you cannot approve any of them.`;

  const select = (ref: string, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(ref);
      else next.delete(ref);
      return next;
    });

  const header = (
    <Stack gap="1">
      <Heading as="h1" size="2xl">
        <Trans>Approvals</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>Payments held by your organization's approval policy until enough people approve them.</Trans>
      </Text>
    </Stack>
  );

  if (!canView.allowed) {
    return (
      <Stack gap="6">
        {header}
        <PermissionNotice permission="accounts.view">{null}</PermissionNotice>
      </Stack>
    );
  }

  const blocked = decision.blockedError ?? batchDecision.blockedError;
  return (
    <Stack gap="6" maxW="960px">
      {header}
      {blocked !== undefined ? (
        <DecisionBlockedBanner
          error={blocked}
          onDismiss={() => {
            decision.close();
            batchDecision.close();
          }}
        />
      ) : null}
      {query.isPending ? (
        <Stack gap="3" aria-busy="true" data-testid="approvals-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height="36" borderRadius="md" />
          ))}
        </Stack>
      ) : query.isError && query.data === undefined ? (
        <LoadErrorBanner
          title={t`The payments awaiting approval could not be loaded.`}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.isError && !query.isFetching ? (
        <Box borderRadius="md" overflow="hidden">
          <RefreshFailedNote error={query.error} onRetry={() => void query.refetch()} />
        </Box>
      ) : null}
      {batches.length > 0 ? (
        <Stack gap="3" as="section" aria-labelledby="batches-awaiting-heading">
          <Heading as="h2" size="lg" id="batches-awaiting-heading">
            <Trans>Bulk payments</Trans>
          </Heading>
          <Stack
            as="ul"
            gap="3"
            listStyleType="none"
            p="0"
            m="0"
            aria-label={t`Bulk payments awaiting approval`}
          >
            {batches.map((batch) => (
              <BatchApprovalRequestCard
                key={batch.ref}
                batch={batch}
                rule={rules.data?.find((r) => r.ref === batch.approval?.rule_ref)}
                bankAccountName={bankAccounts.find((b) => b.ref === batch.bank_account_ref)?.name}
                preparing={batchDecision.preparing === batch.ref}
                disabled={busy}
                onApprove={() => void batchDecision.start('approve', batch)}
                onReject={() => void batchDecision.start('reject', batch)}
              />
            ))}
          </Stack>
        </Stack>
      ) : null}
      {query.data === undefined ? null : requests.length === 0 && batches.length === 0 ? (
        <EmptyState
          text={t`Nothing awaits approval`}
          description={t`Payments held by an approval rule appear here until they are approved or rejected.`}
        />
      ) : requests.length === 0 ? null : (
        <Stack gap="4">
          <HStack justify="space-between" wrap="wrap" gap="3">
            <Text color="fg.muted">{awaitingText}</Text>
            {approvable.length > 1 ? (
              <HStack gap="2" wrap="wrap">
                <Button
                  size="small"
                  variant="outline"
                  onClick={() =>
                    setSelected(
                      chosen.length === approvable.length
                        ? new Set()
                        : new Set(approvable.map((r) => r.payment.ref)),
                    )
                  }
                >
                  {chosen.length === approvable.length ? t`Clear selection` : t`Select all`}
                </Button>
                <Button
                  size="small"
                  disabled={chosen.length === 0 || busy}
                  loading={decision.step.name === 'preparing' && decision.preparingRefs.length > 1}
                  onClick={() => void decision.start('approve', chosen)}
                >
                  {chosenCount > 0 ? t`Approve selected (${chosenCount})` : t`Approve selected`}
                </Button>
              </HStack>
            ) : null}
          </HStack>
          <Stack as="ul" gap="3" listStyleType="none" p="0" m="0" aria-label={t`Payments awaiting approval`}>
            {requests.map((request) => (
              <ApprovalRequestCard
                key={request.payment.ref}
                request={request}
                bankAccountName={bankAccounts.find((b) => b.ref === request.payment.bank_account_ref)?.name}
                selected={selected.has(request.payment.ref)}
                preparing={
                  decision.preparingRefs.length === 1 && decision.preparingRefs[0] === request.payment.ref
                }
                disabled={busy}
                onSelect={(on) => select(request.payment.ref, on)}
                onApprove={() => void decision.start('approve', [request])}
                onReject={() => void decision.start('reject', [request])}
              />
            ))}
          </Stack>
          {total > APPROVALS_PAGE_SIZE ? (
            <Text color="fg.muted" fontSize="sm">
              {t`The ${pageSize} oldest are shown; decide on them to see the next.`}
            </Text>
          ) : null}
        </Stack>
      )}
      <BatchDecisionDialogOf decision={batchDecision} />
      <DecisionDialog
        form={decision.form}
        sending={decision.sending}
        onCodeChange={decision.typeCode}
        onReasonChange={decision.typeReason}
        onSubmit={() => void decision.submit()}
        onClose={decision.close}
      />
    </Stack>
  );
}
