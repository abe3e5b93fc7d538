import { useMutation } from '@tanstack/react-query';
import {
  useCompleteTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
} from '../../domains/security/two-factor-setup';
import { useSignedInHomePreload } from '../../domains/session/signed-in-home-preload';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { completeSignIn, type SignInAnswer } from './complete-sign-in';

/**
 * After accepting: start (and complete) a 2FA setup, or sign in straight away with the accept's answer. A setup
 * completed in between changed the user the answer carries: the session starts with the bank's new status.
 */
export function useTwoFactorOffer(accepted: SignInAnswer) {
  const start = useStartTwoFactorSetupMutation();
  const complete = useCompleteTwoFactorSetupMutation();
  const { data: homeData } = useSignedInHomePreload();
  const finish = useMutation({
    mutationKey: ['auth', 'invitation', 'sign-in'],
    mutationFn: () =>
      completeSignIn(
        complete.data
          ? { ...accepted, user: { ...accepted.user, two_factor_enabled: complete.data.two_factor_enabled } }
          : accepted,
        false,
        homeData,
      ),
  });
  // `isPending` is from the last render: a double click would otherwise send twice, so each action takes a
  // synchronous lock. While one action runs the other button is disabled: "Set up" then "Skip" would start a
  // setup and abandon it.
  const finishOnce = useSubmitLock();
  const startOnce = useSubmitLock();

  return {
    start,
    complete,
    finish,
    signIn: () => void finishOnce(() => finish.mutateAsync()),
    startSetup: () => void startOnce(() => start.mutateAsync()),
  };
}
