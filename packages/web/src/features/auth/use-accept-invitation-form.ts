import { zodResolver } from '@hookform/resolvers/zod';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { acceptFailureText, isInvitationGone } from './accept-invitation-errors';
import { useAcceptInvitationMutation } from './api/accept-invitation';
import type { Invitation } from './api/lookup-invitation';
import type { SignInAnswer } from './complete-sign-in';
import {
  INVITATION_FIELDS,
  type InvitationFormValues,
  type InvitationValues,
  invitationSchema,
} from './invitation-schema';

/**
 * The accept form: name and password, sent once at a time; a gone invitation becomes a problem for the whole
 * screen, the bank's 422 lands under the fields, anything else is a text above the button.
 */
export function useAcceptInvitationForm(
  token: string,
  invitation: Invitation,
  onAccepted: (answer: SignInAnswer) => void,
) {
  const accept = useAcceptInvitationMutation();
  const submitOnce = useSubmitLock();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<InvitationFormValues, unknown, InvitationValues>({
    resolver: zodResolver(invitationSchema),
    // A name the inviter gave is offered as it is; the invitee can correct it.
    defaultValues: {
      first_name: invitation.first_name ?? '',
      last_name: invitation.last_name ?? '',
      password: '',
      password_confirmation: '',
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await submitOnce(() =>
      accept.mutateAsync(
        { token, ...values },
        {
          onSuccess: (answer) => onAccepted(answer),
          onError: (error) => {
            if (isInvitationGone(error)) {
              setProblem(getErrorText(error));
              return;
            }
            applyServerFieldErrors(error, form.setError, INVITATION_FIELDS);
          },
        },
      ),
    );
  });

  return {
    register: form.register,
    errors: form.formState.errors,
    password: form.watch('password'),
    onSubmit,
    problem,
    otherError: accept.isError ? acceptFailureText(accept.error) : null,
    accepting: accept.isPending,
  };
}
