import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DialogActions } from '../../components/dialog-actions';
import { FormSelectField } from '../../components/ui/form-select-field';
import { Modal } from '../../components/ui/modal';
import type { Member } from './api/members';
import { MemberIdentity } from './member-columns';
import { memberName, roleOptions } from './member-model';
import { RoleSummary } from './role-summary';
import { useChangeRole } from './use-change-role';

/** Gives a member another role (rule TEAM-23), saying what the chosen role allows. */
export function ChangeRoleDialog({
  account,
  member,
  onClose,
}: {
  account: string;
  member: Member | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { form, submit, pending, failure } = useChangeRole(account, member, onClose);
  const role = form.watch('role');
  const close = () => {
    if (!pending) onClose();
  };
  const name = member ? memberName(member) : '';
  const firstName = member?.first_name;
  const title = member ? t`Change role of ${name}` : t`Change role`;

  return (
    <Modal open={member !== null} onClose={close} type="other" title={title} hideFooter>
      {member ? (
        <form noValidate aria-label={title} onSubmit={submit}>
          <Stack gap="4" pb="2">
            <MemberIdentity member={member} />
            <FormSelectField
              control={form.control}
              name="role"
              label={t`Role`}
              required
              options={roleOptions()}
              menuPortal
            />
            <RoleSummary role={role} />
            <Text fontSize="sm" color="fg.muted">
              <Trans>The new role applies from {firstName}'s next action, even in a tab already open.</Trans>
            </Text>
            <DialogActions
              failure={failure}
              pending={pending}
              onCancel={close}
              submitLabel={t`Change role`}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
