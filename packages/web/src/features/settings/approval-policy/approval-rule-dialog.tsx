import { Box, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Controller } from 'react-hook-form';
import { DialogActions } from '../../../components/dialog-actions';
import { AmountInput } from '../../../components/ui/amount-input';
import { FormSelectField } from '../../../components/ui/form-select-field';
import { Modal } from '../../../components/ui/modal';
import { summarizeApprovalRule } from '../../../domains/payments/approval-rule-summary';
import type { BankAccount } from '../../../domains/session/session-types';
import type { ApprovalRule } from '../api/approval-rules';
import {
  accountHoldsCurrency,
  bankAccountOptions,
  paymentCurrencyOptions,
  thresholdCurrencyOptions,
} from './approval-rule-options';
import {
  APPROVALS_REQUIRED_MAX,
  APPROVALS_REQUIRED_MIN,
  approvalRuleBody,
  thresholdError,
} from './approval-rule-schema';
import { ApproverRolesField } from './approver-roles-field';
import { type RuleDraft, useApprovalRuleForm } from './use-approval-rule-form';
import { useApproverRoles } from './use-approver-roles';

const APPROVALS_OPTIONS = Array.from(
  { length: APPROVALS_REQUIRED_MAX - APPROVALS_REQUIRED_MIN + 1 },
  (_, i) => {
    const count = String(APPROVALS_REQUIRED_MIN + i);
    return { label: count, value: count };
  },
);

/** Adds or edits an approval rule (rules APR-42 and APR-43), saying the rule in words as it is edited. */
export function ApprovalRuleDialog({
  account,
  draft,
  bankAccounts,
  bankAccountName,
  onClose,
}: {
  account: string;
  draft: RuleDraft | null;
  bankAccounts: readonly BankAccount[];
  bankAccountName: (ref: string) => string | undefined;
  onClose: (saved?: ApprovalRule) => void;
}) {
  const { t } = useLingui();
  const { form, submit, pending, failure } = useApprovalRuleForm(account, draft, onClose);
  const approvers = useApproverRoles();
  const { control, watch, setValue, getValues } = form;
  const values = watch();
  const close = () => {
    if (!pending) onClose();
  };
  const title = draft?.rule ? t`Edit approval rule` : t`Add approval rule`;
  const thresholdCurrency = values.threshold_currency || 'GBP';
  const summary =
    values.threshold !== undefined && !thresholdError(values.threshold, thresholdCurrency)
      ? summarizeApprovalRule(approvalRuleBody(values), bankAccountName)
      : null;

  return (
    <Modal open={draft !== null} onClose={close} type="other" title={title} hideFooter>
      {draft ? (
        <form noValidate aria-label={title} onSubmit={submit}>
          <Stack gap="4" pb="2">
            <Text color="fg.muted">
              <Trans>
                A payment the rule matches waits for approval before it goes out. Its amount is converted to
                the threshold currency at the bank's indicative rate; when several rules match, the one
                needing the most approvals applies.
              </Trans>
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
              <Controller
                control={control}
                name="threshold"
                render={({ field, fieldState }) => (
                  <AmountInput
                    label={t`Threshold`}
                    required
                    currency={thresholdCurrency}
                    showCurrency={false}
                    name={field.name}
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <FormSelectField
                control={control}
                name="threshold_currency"
                label={t`Threshold currency`}
                required
                options={thresholdCurrencyOptions(bankAccounts, values.threshold_currency)}
                menuPortal
              />
              <FormSelectField
                control={control}
                name="bank_account_ref"
                label={t`From bank account`}
                options={bankAccountOptions(bankAccounts)}
                menuPortal
                afterChange={(bankAccountRef) => {
                  // A currency the newly chosen account does not hold could never match: back to any.
                  if (!accountHoldsCurrency(bankAccounts, bankAccountRef, getValues('currency')))
                    setValue('currency', '');
                }}
              />
              <FormSelectField
                control={control}
                name="currency"
                label={t`Payment currency`}
                options={paymentCurrencyOptions(bankAccounts, values.bank_account_ref, values.currency)}
                menuPortal
              />
            </SimpleGrid>
            <Controller
              control={control}
              name="first_payment_to_recipient"
              render={({ field }) => (
                <Switch.Root
                  checked={field.value}
                  colorPalette="brand"
                  name={field.name}
                  onCheckedChange={(details) => field.onChange(details.checked)}
                >
                  <Switch.HiddenInput onBlur={field.onBlur} />
                  <Switch.Control>
                    <Switch.Thumb />
                  </Switch.Control>
                  <Switch.Label>
                    <Trans>Only a first payment to a recipient</Trans>
                  </Switch.Label>
                </Switch.Root>
              )}
            />
            <FormSelectField
              control={control}
              name="approvals_required"
              label={t`Approvals required`}
              required
              options={APPROVALS_OPTIONS}
              menuPortal
              extraInfo={t`Each from a different person.`}
            />
            <ApproverRolesField control={control} roles={approvers.roles} loadFailed={approvers.isError} />
            <Box
              bg="bg.muted"
              borderRadius="md"
              px="4"
              py="3"
              aria-live="polite"
              data-testid="approval-rule-live-summary"
            >
              <Text fontSize="sm" color="fg.muted">
                <Trans>In words</Trans>
              </Text>
              <Text fontWeight="medium">{summary ?? t`Enter a threshold to see the rule in words.`}</Text>
            </Box>
            <DialogActions
              failure={failure}
              pending={pending}
              onCancel={close}
              submitLabel={draft.rule ? t`Save rule` : t`Add rule`}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
