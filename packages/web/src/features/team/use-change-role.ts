import { ApiError, getErrorText } from '@portal/api-types';
import { useEffect, useState } from 'react';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { toastSuccess } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { type Member, useChangeMemberRoleMutation } from './api/members';
import { alreadyRoleText, type Role, roleChangedText } from './member-model';

interface ChangeRoleForm {
  role: Role;
}

/**
 * The change-role dialog's form (rule TEAM-23): the member's role to start with; choosing the same one says
 * so instead of calling the bank; the bank's 422 sits under the field and its 409 (owner, oneself, the last
 * admin) in the dialog.
 */
export function useChangeRole(account: string, member: Member | null, onChanged: (member: Member) => void) {
  const change = useChangeMemberRoleMutation(account);
  const form = useForm<ChangeRoleForm>({ defaultValues: { role: member?.role ?? 'member' } });
  const [failure, setFailure] = useState<string | null>(null);
  const { reset } = form;
  const resetMutation = change.reset;

  // A new member in the dialog: their role, no old errors.
  useEffect(() => {
    if (!member) return;
    reset({ role: member.role });
    setFailure(null);
    resetMutation();
  }, [member, reset, resetMutation]);

  const submit = form.handleSubmit(({ role }) => {
    if (!member || change.isPending) return;
    setFailure(null);
    if (role === member.role) {
      form.setError('role', {
        type: 'same',
        message: alreadyRoleText(member, role),
      });
      return;
    }
    change.mutate(
      { member: member.user_ref, role },
      {
        onSuccess: (updated) => {
          toastSuccess(roleChangedText(updated));
          onChanged(updated);
        },
        onError: (error) => {
          const rest = applyServerFieldErrors(error, form.setError, ['role']);
          const underField =
            error instanceof ApiError && error.status === 422 && Object.keys(rest).length === 0;
          setFailure(underField ? null : getErrorText(error));
        },
      },
    );
  });

  return { form, submit, pending: change.isPending, failure };
}
