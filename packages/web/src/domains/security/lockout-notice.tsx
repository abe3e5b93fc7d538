import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertBanner } from '../../components/ui/alert-banner';
import { formatDuration } from '../../lib/format-duration';
import type { LockedActivity } from './lockout';

/**
 * A 429 of a locked action (signing in, a security setting): the server's `text` and the wait counting
 * down, then an invitation to try `again` once it has passed (without `again`, nothing after the wait).
 */
export function LockoutNotice({
  text,
  secondsLeft,
  again,
}: {
  text: string;
  secondsLeft: number;
  /** What to try again once the wait is over: 'change-password' → 'You can try to change your password again now.' */
  again?: Exclude<LockedActivity, 'two-factor-sign-in'>;
}) {
  const { t } = useLingui();
  if (secondsLeft <= 0) {
    if (!again) return null;
    const tryAgain = (): string => {
      switch (again) {
        case 'sign-in':
          return t`You can try to sign in again now.`;
        case 'change-password':
          return t`You can try to change your password again now.`;
        case 'disable-two-factor':
          return t`You can try to turn off two-factor authentication again now.`;
        case 'transfer-ownership':
          return t`You can try to transfer ownership again now.`;
      }
    };
    return <AlertBanner type="info">{tryAgain()}</AlertBanner>;
  }
  const duration = formatDuration(secondsLeft);
  return (
    <AlertBanner type="error" title={text}>
      <Text>
        <Trans>
          You can try again in{' '}
          <Text as="span" role="timer" fontWeight="semibold" data-testid="lockout-wait">
            {duration}
          </Text>
          .
        </Trans>
      </Text>
    </AlertBanner>
  );
}
