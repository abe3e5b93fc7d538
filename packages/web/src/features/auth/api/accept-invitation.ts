import { unwrap } from '@portal/api-types';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../domains/session/api-client';
import type { InvitationValues } from '../invitation-schema';

export type AcceptInvitationValues = InvitationValues & { token: string };

/** POST /auth/invitation/accept: the invitee's name and password; answers a signed-in session (404/410/422). */
export const acceptInvitationMutationOptions = () =>
  mutationOptions({
    mutationKey: ['auth', 'accept-invitation'],
    mutationFn: async (body: AcceptInvitationValues) =>
      (await unwrap(apiClient.POST('/auth/invitation/accept', { body }))).data,
  });

export function useAcceptInvitationMutation() {
  return useMutation(acceptInvitationMutationOptions());
}
