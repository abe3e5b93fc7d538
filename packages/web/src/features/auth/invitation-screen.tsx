import { Heading, Stack, Text } from '@chakra-ui/react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useSessionStore } from '../../domains/session/session-store';
import { AcceptInvitationForm } from './accept-invitation-form';
import { useInvitationQuery } from './api/lookup-invitation';
import type { SignInAnswer } from './complete-sign-in';
import { InvitationProblem } from './invitation-problem';
import { TwoFactorOffer } from './two-factor-offer';
import { useUrlToken } from './use-url-token';

export const INVALID_INVITATION_TEXT = msg`This invitation link is invalid. Ask the person who invited you for a new one.`;

/**
 * `/invitation?token=…` (the token leaves the URL at once): who invited the user to which organization and
 * what their role allows, their name and a password with the shared rule, then an offer to set up 2FA, then
 * the user is signed in.
 */
export function InvitationScreen() {
  const { t } = useLingui();
  const { token } = useUrlToken();
  const invitation = useInvitationQuery(token);
  // Signed in by the accept call: the token is in memory (session store); the session starts on "Continue",
  // with the user the accept answer carries.
  const [accepted, setAccepted] = useState<SignInAnswer | null>(null);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <Trans>Invitation</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>Accept your invitation to the portal.</Trans>
        </Text>
      </Stack>
      {token === null ? (
        <InvitationProblem text={i18n._(INVALID_INVITATION_TEXT)} />
      ) : invitation.isPending ? (
        <LoadingScreen text={t`Checking your invitation...`} />
      ) : invitation.isError ? (
        <InvitationProblem text={getErrorText(invitation.error)} />
      ) : accepted === null ? (
        <AcceptInvitationForm
          token={token}
          invitation={invitation.data}
          onAccepted={(answer) => {
            useSessionStore.getState().setAccessToken(answer.access_token);
            setAccepted(answer);
          }}
        />
      ) : (
        <TwoFactorOffer accepted={accepted} />
      )}
    </Stack>
  );
}
