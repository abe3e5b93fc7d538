import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { DialogActions } from '../../components/dialog-actions';
import { AlertBanner } from '../../components/ui/alert-banner';
import { FormSelectField } from '../../components/ui/form-select-field';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';
import { LockoutNotice } from '../../domains/security/lockout-notice';
import { allMembersQueryOptions } from '../../domains/team/organization-members';
import { transferCandidates } from './member-model';
import { useTransferOwnership } from './use-transfer-ownership';

/**
 * Hands the organization account to another member (rule TEAM-27), confirmed with the owner's current
 * password: the chosen member becomes owner and the caller an admin, at once.
 */
export function TransferOwnershipDialog({
  account,
  organizationName,
  currentUserRef,
  open,
  onClose,
}: {
  account: string;
  organizationName: string;
  currentUserRef: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const members = useQuery(allMembersQueryOptions(account, open));
  const transfer = useTransferOwnership(account, onClose);
  const {
    form: {
      register,
      control,
      formState: { errors },
    },
  } = transfer;
  const close = () => {
    if (transfer.pending) return;
    transfer.close();
    onClose();
  };
  const candidates = transferCandidates(members.data ?? [], currentUserRef);

  return (
    <Modal open={open} onClose={close} type="other" title={t`Transfer ownership`} hideFooter>
      <form noValidate aria-label={t`Transfer ownership`} onSubmit={transfer.submit}>
        <Stack gap="4" pb="2">
          <Text>
            <Trans>
              The member you choose becomes the owner of {organizationName}, and you become an admin. Only the
              new owner can transfer it again.
            </Trans>
          </Text>
          <FormSelectField
            control={control}
            name="user_ref"
            label={t`New owner`}
            required
            placeholder={t`Choose a member`}
            loading={members.isPending}
            options={candidates}
            menuPortal
          />
          <TextInput
            label={t`Your current password`}
            type="password"
            autoComplete="current-password"
            required
            error={errors.current_password?.message}
            {...register('current_password')}
          />
          <DialogActions
            failure={transfer.failure}
            pending={transfer.pending}
            onCancel={close}
            submitLabel={t`Transfer ownership`}
            submitVariant="danger"
            submitDisabled={transfer.locked}
          >
            {transfer.warning ? <AlertBanner type="warning">{transfer.warning}</AlertBanner> : null}
            {transfer.lockout ? (
              <LockoutNotice
                text={transfer.lockout.text}
                secondsLeft={transfer.secondsLeft}
                again="transfer-ownership"
              />
            ) : null}
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}
