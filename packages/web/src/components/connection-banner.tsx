import { Box, Flex, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useConnectionProblem } from '../stores/connection-store';
import { Button } from './ui/button';

/**
 * A strip across the top of the frame while the browser is offline or the bank does not answer, gone once it
 * does; the screens keep what they had loaded meanwhile (rule NET-03).
 */
export function ConnectionBanner({ onRetry }: { onRetry?: () => void }) {
  const problem = useConnectionProblem();
  return (
    <Box role="status" aria-live="polite" data-testid="connection-banner-region">
      {problem ? (
        <Flex
          data-testid="connection-banner"
          data-problem={problem}
          bg={problem === 'offline' ? 'bg.muted' : 'orange.subtle'}
          color="fg"
          borderBottomWidth="1px"
          borderColor="border"
          px={{ base: '4', md: '6' }}
          py="2"
          gap="3"
          align="center"
          justify="space-between"
          wrap="wrap"
        >
          <Text fontSize="sm">
            {problem === 'offline' ? (
              <Trans>
                <strong>You’re offline.</strong> What you see may be out of date; it refreshes when you’re
                back online.
              </Trans>
            ) : (
              <Trans>
                <strong>We can’t reach the bank.</strong> What you see may be out of date; we keep trying and
                refresh it when the bank answers.
              </Trans>
            )}
          </Text>
          {problem === 'unreachable' && onRetry ? (
            <Button size="small" variant="outline" onClick={onRetry}>
              <Trans>Try now</Trans>
            </Button>
          ) : null}
        </Flex>
      ) : null}
    </Box>
  );
}
