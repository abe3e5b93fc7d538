import { Text } from '@chakra-ui/react';
import { AlertBanner } from '../../components/ui/alert-banner';
import { formatDuration } from '../../lib/format-duration';

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
  /** 'to change your password' → 'You can try to change your password again now.' */
  again?: string;
}) {
  if (secondsLeft <= 0) {
    return again ? <AlertBanner type="info">{`You can try ${again} again now.`}</AlertBanner> : null;
  }
  return (
    <AlertBanner type="error" title={text}>
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
