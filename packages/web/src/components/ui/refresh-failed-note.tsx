import { Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { getErrorText } from '@portal/api-types';
import { Button } from './button';

/**
 * What was loaded stays on screen when asking again fails (rule NET-04): this line says it may be out of date,
 * why, and offers to try again, instead of swapping the data for an error.
 */
export function RefreshFailedNote({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const why = getErrorText(error);
  return (
    <Flex
      data-testid="refresh-failed"
      role="status"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      px="4"
      py="2"
      bg="orange.subtle"
      borderBottomWidth="1px"
      borderColor="border"
    >
      <Text fontSize="sm">
        <Trans>
          <strong>Couldn’t refresh.</strong> Showing what was loaded before. {why}
        </Trans>
      </Text>
      <Button size="small" variant="outline" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Flex>
  );
}
