import { Text } from '@chakra-ui/react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { formatDuration } from '../../lib/format-duration';
import type { Lockout } from './use-lockout';

/**
 * A 429 of a security action: the server's message and the wait counting down (as on the sign-in screen),
 * then an invitation to try `again` once it has passed.
 */
export function LockoutNotice({
  lockout,
  secondsLeft,
  again,
}: {
  lockout: Lockout | null;
  secondsLeft: number;
  /** 'to change your password' → 'You can try to change your password again now.' */
  again: string;
}) {
  if (!lockout) return null;
  if (secondsLeft <= 0) return <AlertBanner type="info">{`You can try ${again} again now.`}</AlertBanner>;
  return (
    <AlertBanner type="error" title={lockout.text}>
      <Text>
        You can try again in{' '}
        <Text as="span" role="timer" fontWeight="semibold" data-testid="lockout-wait">
          {formatDuration(secondsLeft)}
        </Text>
        .
      </Text>
    </AlertBanner>
  );
}
