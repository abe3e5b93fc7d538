import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { TextInput } from '../../components/ui/text-input';
import type { Invitation } from './api/lookup-invitation';
import type { SignInAnswer } from './complete-sign-in';
import { InvitationProblem } from './invitation-problem';
import { InvitationSummary } from './invitation-summary';
import { NewPasswordFields } from './new-password-fields';
import { useAcceptInvitationForm } from './use-accept-invitation-form';

/** The invitation, then the invitee's name and password. */
export function AcceptInvitationForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: Invitation;
  onAccepted: (answer: SignInAnswer) => void;
}) {
  const { t } = useLingui();
  const { register, errors, password, onSubmit, problem, otherError, accepting } = useAcceptInvitationForm(
    token,
    invitation,
    onAccepted,
  );

  if (problem) return <InvitationProblem text={problem} />;

  return (
    <Stack gap="5">
      <InvitationSummary invitation={invitation} />
      <form noValidate aria-label={t`Accept invitation`} onSubmit={onSubmit}>
        <Stack gap="4">
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="username"
            value={invitation.email}
            readOnly
          />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align="flex-start">
            <TextInput
              label={t`First name`}
              autoComplete="given-name"
              required
              error={errors.first_name?.message}
              {...register('first_name')}
            />
            <TextInput
              label={t`Last name`}
              autoComplete="family-name"
              required
              error={errors.last_name?.message}
              {...register('last_name')}
            />
          </Stack>
          <NewPasswordFields register={register} errors={errors} password={password} label={t`Password`} />
          {otherError ? (
            <AlertBanner type="error">
              <Text whiteSpace="pre-line">{otherError}</Text>
            </AlertBanner>
          ) : null}
          <Button type="submit" loading={accepting}>
            <Trans>Accept invitation</Trans>
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
