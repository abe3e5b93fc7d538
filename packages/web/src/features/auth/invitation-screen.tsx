import { Badge, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, getErrorText } from '@portal/api-types';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { TextInput } from '../../components/ui/text-input';
import { TwoFactorSetupError, TwoFactorSetupPanel } from '../../components/ui/two-factor-setup-panel';
import { paths } from '../../config/paths';
import {
  useCompleteTwoFactorSetupMutation,
  useStartTwoFactorSetupMutation,
} from '../../lib/api/two-factor-setup';
import { applyServerFieldErrors } from '../../lib/form-errors';
import { formatDateTime } from '../../lib/format-date';
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '../../lib/roles';
import { completeSignIn } from '../../lib/session/complete-sign-in';
import { useSessionStore } from '../../lib/session/session-store';
import { useForm } from '../../lib/use-form';
import { useSubmitLock } from '../../lib/use-submit-lock';
import { useAcceptInvitationMutation } from './api/accept-invitation';
import { useInvitationQuery } from './api/lookup-invitation';
import {
  INVITATION_FIELDS,
  type InvitationFormValues,
  type InvitationValues,
  invitationSchema,
} from './invitation-schema';
import { NewPasswordFields } from './new-password-fields';
import { useUrlToken } from './use-url-token';

export const INVALID_INVITATION_TEXT =
  'This invitation link is invalid. Ask the person who invited you for a new one.';

type Invitation = NonNullable<ReturnType<typeof useInvitationQuery>['data']>;

/**
 * `/invitation?token=…` (the token leaves the URL at once): who invited the user to which organization and
 * what their role allows, their name and a password with the shared rule, then an offer to set up 2FA, then
 * the user is signed in.
 */
export function InvitationScreen() {
  const { token } = useUrlToken();
  const invitation = useInvitationQuery(token);
  // Signed in by the accept call: the token is in memory (session store); the session starts on "Continue".
  const [accessToken, setAccessToken] = useState<string | null>(null);

  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Invitation
        </Heading>
        <Text color="fg.muted">Accept your invitation to the portal.</Text>
      </Stack>
      {token === null ? (
        <InvitationProblem text={INVALID_INVITATION_TEXT} />
      ) : invitation.isPending ? (
        <LoadingScreen text="Checking your invitation..." />
      ) : invitation.isError ? (
        <InvitationProblem text={getErrorText(invitation.error)} />
      ) : accessToken === null ? (
        <AcceptInvitationForm
          token={token}
          invitation={invitation.data}
          onAccepted={(value) => {
            useSessionStore.getState().setAccessToken(value);
            setAccessToken(value);
          }}
        />
      ) : (
        <TwoFactorOffer accessToken={accessToken} />
      )}
    </Stack>
  );
}

function InvitationProblem({ text }: { text: string }) {
  return (
    <Stack gap="4">
      <AlertBanner type="error" title="This invitation cannot be used">
        {text}
      </AlertBanner>
      <Link asChild color="brand.600" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={paths.login.getHref()}>Go to sign in</RouterLink>
      </Link>
    </Stack>
  );
}

function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: (accessToken: string) => void;
}) {
  const accept = useAcceptInvitationMutation();
  const submitOnce = useSubmitLock();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<InvitationFormValues, unknown, InvitationValues>({
    resolver: zodResolver(invitationSchema),
    // A name the inviter gave is offered as it is; the invitee can correct it.
    defaultValues: {
      first_name: invitation.first_name ?? '',
      last_name: invitation.last_name ?? '',
      password: '',
      password_confirmation: '',
    },
  });
  const password = watch('password');

  if (problem) return <InvitationProblem text={problem} />;

  const onSubmit = handleSubmit(async (values) => {
    await submitOnce(() =>
      accept.mutateAsync(
        { token, ...values },
        {
          onSuccess: (session) => onAccepted(session.access_token),
          onError: (error) => {
            if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
              setProblem(getErrorText(error));
              return;
            }
            applyServerFieldErrors(error, setError, INVITATION_FIELDS);
          },
        },
      ),
    );
  });
  const otherError =
    accept.isError && !(accept.error instanceof ApiError && accept.error.status === 422)
      ? getErrorText(accept.error)
      : null;

  return (
    <Stack gap="5">
      <AlertBanner type="info" title={`Join ${invitation.organization_name}`}>
        <Stack gap="2">
          <Text>
            {invitation.invited_by_name} invited you to join {invitation.organization_name}.
          </Text>
          <Stack gap="0.5" data-testid="invitation-role">
            <HStack gap="2">
              <Text as="span" fontWeight="medium">
                Your role:
              </Text>
              <Badge variant="solid" colorPalette="blue" size="md">
                {ROLE_LABELS[invitation.role]}
              </Badge>
            </HStack>
            <Text fontSize="sm">{ROLE_DESCRIPTIONS[invitation.role]}</Text>
          </Stack>
          <Text fontSize="sm">This invitation expires on {formatDateTime(invitation.expires_at)}.</Text>
        </Stack>
      </AlertBanner>
      <form noValidate aria-label="Accept invitation" onSubmit={onSubmit}>
        <Stack gap="4">
          <TextInput label="Email" type="email" autoComplete="username" value={invitation.email} readOnly />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="flex-start">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </Stack>
          <NewPasswordFields register={register} errors={errors} password={password} label="Password" />
          {otherError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{otherError}</Text>
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={accept.isPending}>
            Accept invitation
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function TwoFactorOffer({ accessToken }: { accessToken: string }) {
  const start = useStartTwoFactorSetupMutation();
  const complete = useCompleteTwoFactorSetupMutation();
  const finish = useMutation({
    mutationKey: ['auth', 'invitation', 'sign-in'],
    mutationFn: () => completeSignIn(accessToken, false),
  });
  // `isPending` is from the last render: a double click would otherwise send twice, so each action takes a
  // synchronous lock. While one action runs the other button is disabled: "Set up" then "Skip" would start a
  // setup and abandon it.
  const finishOnce = useSubmitLock();
  const startOnce = useSubmitLock();
  const signIn = () => void finishOnce(() => finish.mutateAsync());
  const continueButton = (label: string, variant: 'primary' | 'outline') => (
    <Button variant={variant} loading={finish.isPending} disabled={start.isPending} onClick={signIn}>
      {label}
    </Button>
  );

  return (
    <Stack gap="5">
      <AlertBanner type="success" title="Your password is set">
        Welcome aboard. You are signed in.
      </AlertBanner>
      <Heading as="h2" size="lg">
        Two-factor authentication
      </Heading>
      {complete.isSuccess ? (
        <Stack gap="4">
          <AlertBanner type="success">
            Two-factor authentication is on. Sign-ins will ask for a code from your app.
          </AlertBanner>
          {continueButton('Continue to the portal', 'primary')}
        </Stack>
      ) : start.isSuccess ? (
        <TwoFactorSetupPanel
          setup={start.data}
          onConfirm={(code) => complete.mutateAsync(code)}
          confirming={complete.isPending}
          error={complete.error ?? undefined}
          onCancel={signIn}
          cancelText="Skip for now"
        />
      ) : (
        <Stack gap="4">
          <Text>
            Protect your account with a code from an authenticator app each time you sign in. You can also set
            it up later in Settings.
          </Text>
          {start.isError ? <TwoFactorSetupError error={start.error} /> : null}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button
              loading={start.isPending}
              disabled={finish.isPending}
              onClick={() => void startOnce(() => start.mutateAsync())}
            >
              Set up two-factor authentication
            </Button>
            {continueButton('Skip for now', 'outline')}
          </Stack>
        </Stack>
      )}
      {finish.isError ? (
        <AlertBanner type="error">
          <Text whiteSpace="pre-line">{getErrorText(finish.error)}</Text>
        </AlertBanner>
      ) : null}
    </Stack>
  );
}
