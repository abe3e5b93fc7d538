import { zodResolver } from '@hookform/resolvers/zod';
import { msg, plural, t } from '@lingui/core/macro';
import { ApiError } from '@portal/api-types';
import { z } from 'zod';
import { attemptsWarning, describeRefusal, isRateLimited } from '../../domains/security/lockout';
import { useLockout } from '../../domains/security/use-lockout';
import { loadCurrentUser } from '../../domains/session/current-user';
import { useSessionStore } from '../../domains/session/session-store';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { zodMessage } from '../../lib/i18n/zod-message';
import { toastSuccess } from '../../lib/toast';
import { useForm } from '../../lib/use-form';
import { useTransferOwnershipMutation } from './api/ownership';
import { memberName } from './member-model';

const transferSchema = z.object({
  user_ref: z.string().min(1, zodMessage(msg`Choose the member who becomes the owner.`)),
  current_password: z
    .string()
    .min(1, zodMessage(msg`Enter your current password.`))
    .max(128, zodMessage(msg`Password is too long.`)),
});
type TransferForm = z.infer<typeof transferSchema>;
const EMPTY: TransferForm = { user_ref: '', current_password: '' };

/**
 * The transfer-ownership dialog's form (rule TEAM-27): a member and the owner's current password; wrong
 * passwords count towards the bank's lock (attempts left, then the 429's wait). On success the session's user
 * is read again, since the caller is an admin from now on and may no longer transfer.
 */
export function useTransferOwnership(account: string, onTransferred: () => void) {
  const transfer = useTransferOwnershipMutation(account);
  const { lockout, secondsLeft, locked, noteRefusal, clear } = useLockout();
  const form = useForm<TransferForm>({ resolver: zodResolver(transferSchema), defaultValues: EMPTY });

  const submit = form.handleSubmit((values) => {
    if (transfer.isPending || locked) return;
    transfer.mutate(values, {
      onSuccess: async ({ owner }) => {
        clear();
        form.reset(EMPTY);
        const name = memberName(owner);
        toastSuccess(t`${name} is now the owner. You are an admin.`);
        const user = await loadCurrentUser().catch(() => null);
        if (user) useSessionStore.getState().setUserData(user);
        onTransferred();
      },
      onError: (error) => {
        noteRefusal(error);
        form.resetField('current_password', { keepError: false });
        applyServerFieldErrors(error, form.setError, ['user_ref', 'current_password']);
      },
    });
  });

  const refusal = transfer.isError ? describeRefusal(transfer.error) : null;
  const rateLimited = isRateLimited(transfer.error);
  // 422s sit under their fields, and a 429 with its wait is the lock notice.
  const failure =
    refusal &&
    !(transfer.error instanceof ApiError && transfer.error.status === 422) &&
    !(rateLimited && lockout)
      ? refusal.text
      : null;
  const attemptsLeft = refusal && !rateLimited ? refusal.attemptsRemaining : null;
  // Every wrong password says how many are left (rule TEAM-27), not only the last few.
  const warning =
    attemptsLeft === null
      ? null
      : (attemptsWarning(attemptsLeft, 'transfer-ownership') ??
        plural(attemptsLeft, {
          one: '# attempt left before transferring ownership is temporarily locked.',
          other: '# attempts left before transferring ownership is temporarily locked.',
        }));

  const close = () => {
    form.reset(EMPTY);
    transfer.reset();
  };

  return {
    form,
    submit,
    pending: transfer.isPending,
    failure,
    warning,
    attemptsLeft,
    lockout,
    secondsLeft,
    locked,
    close,
  };
}
