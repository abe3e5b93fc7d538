import { zodResolver } from '@hookform/resolvers/zod';
import { t } from '@lingui/core/macro';
import { ApiError, getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { toastSuccess } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { type TeamInvitation, useCreateInvitationMutation } from './api/invitations';
import {
  EMPTY_INVITE,
  INVITE_FIELDS,
  type InviteFormValues,
  type InviteValues,
  invitationBody,
  inviteSchema,
} from './invite-schema';

export const invitationSentText = (invitation: Pick<TeamInvitation, 'email'>) => {
  const email = invitation.email;
  return t`Invitation sent to ${email}.`;
};

/**
 * The invite dialog's form (rule TEAM-25): checked here first, then the bank's 422 field errors (already a
 * member, an open invitation to that address) under their fields; anything else in the dialog's banner.
 */
export function useInviteForm(account: string, onInvited: (invitation: TeamInvitation) => void) {
  const create = useCreateInvitationMutation(account);
  const form = useForm<InviteFormValues, unknown, InviteValues>({
    resolver: zodResolver(inviteSchema),
    defaultValues: EMPTY_INVITE,
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    if (create.isPending) return;
    setFailure(null);
    create.mutate(invitationBody(values), {
      onSuccess: (invitation) => {
        form.reset(EMPTY_INVITE);
        toastSuccess(invitationSentText(invitation));
        onInvited(invitation);
      },
      onError: (error) => {
        const rest = applyServerFieldErrors(error, form.setError, INVITE_FIELDS);
        const underFields =
          error instanceof ApiError && error.status === 422 && Object.keys(rest).length === 0;
        setFailure(underFields ? null : getErrorText(error));
      },
    });
  });

  /** Back to an empty form (the dialog closed). */
  const clear = () => {
    form.reset(EMPTY_INVITE);
    setFailure(null);
    create.reset();
  };

  return { form, submit, pending: create.isPending, failure, clear };
}
