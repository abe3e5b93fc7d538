import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadErrorBanner } from '../../../components/ui/load-error-banner';
import { PermissionButton } from '../../../domains/session/permission-button';
import { SettingsSection } from '../settings-section';
import { ApprovalRuleDialog } from './approval-rule-dialog';
import { type SummarizedApprovalRule, useApprovalPolicy } from './use-approval-policy';

export const NO_APPROVAL_RULES_TEXT = msg`No approval rules: every payment goes out as soon as it is submitted.`;

/**
 * The organization's approval policy on the settings screen (rules APR-41..APR-44): every rule in plain words;
 * owners and admins add, edit and delete rules, anyone else reads them with the actions disabled and why.
 */
export function ApprovalPolicySection() {
  const { t, i18n } = useLingui();
  const policy = useApprovalPolicy();
  const { rules, summarized, manage } = policy;

  return (
    <SettingsSection
      id="approval-policy"
      title={t`Approval policy`}
      description={t`Payments that match a rule wait for approval by someone other than their maker before they go out.`}
    >
      {manage.allowed ? null : (
        <Text fontSize="sm" color="fg.muted" data-testid="approval-policy-reason">
          {manage.reason}
        </Text>
      )}
      {rules.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label={t`Loading the approval rules`}>
          <Skeleton height="64px" borderRadius="md" />
          <Skeleton height="64px" borderRadius="md" />
        </Stack>
      ) : rules.isError ? (
        <LoadErrorBanner
          title={t`The approval rules could not be loaded.`}
          error={rules.error}
          onRetry={() => void rules.refetch()}
        />
      ) : summarized && summarized.length > 0 ? (
        <Stack as="ul" gap="3" listStyleType="none" aria-label={t`Approval rules`}>
          {summarized.map((item) => (
            <ApprovalRuleItem
              key={item.rule.ref}
              item={item}
              onEdit={() => policy.editRule(item.rule)}
              onDelete={() => policy.confirmDelete(item)}
            />
          ))}
        </Stack>
      ) : (
        <EmptyState minH="160px" text={i18n._(NO_APPROVAL_RULES_TEXT)} />
      )}
      <PermissionButton permission="policies.manage" onClick={policy.addRule} alignSelf="flex-start">
        <Trans>Add rule</Trans>
      </PermissionButton>
      <ApprovalRuleDialog
        account={policy.account}
        draft={policy.draft}
        bankAccounts={policy.bankAccounts}
        bankAccountName={policy.bankAccountName}
        onClose={policy.closeDialog}
      />
    </SettingsSection>
  );
}

/** One rule: its summary, then Edit and Delete (disabled with the reason without policies.manage). */
function ApprovalRuleItem({
  item,
  onEdit,
  onDelete,
}: {
  item: SummarizedApprovalRule;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  const summary = item.summary;
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" px="4" py="3" data-testid="approval-rule">
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }}>
        <Text flex="1" fontWeight="medium">
          {item.summary}
        </Text>
        <HStack gap="2" flexShrink={0}>
          <PermissionButton
            permission="policies.manage"
            size="small"
            variant="outline"
            onClick={onEdit}
            aria-label={t`Edit rule: ${summary}`}
          >
            <Trans>Edit</Trans>
          </PermissionButton>
          <PermissionButton
            permission="policies.manage"
            size="small"
            variant="outline"
            onClick={onDelete}
            aria-label={t`Delete rule: ${summary}`}
          >
            <Trans>Delete</Trans>
          </PermissionButton>
        </HStack>
      </Stack>
    </Box>
  );
}
