import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

function NotFoundMessage() {
  return (
    <Stack gap="4" maxW="lg" textAlign="center" align="center">
      <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        <Trans>Page not found</Trans>
      </Heading>
      <Text color="fg.muted">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </Text>
      <Button asChild>
        <RouterLink to={paths.root.getHref()}>
          <Trans>Go to the portal</Trans>
        </RouterLink>
      </Button>
    </Stack>
  );
}

/** Any path the app does not know, outside the signed-in frame: the whole window. */
export function NotFoundScreen() {
  return (
    <Flex as="main" minH="100dvh" align="center" justify="center" p="6">
      <NotFoundMessage />
    </Flex>
  );
}

/**
 * An unknown path inside /app: centred in the frame's main area (already the page's main landmark), filling
 * the space below the header without making the page taller than the window.
 */
export function NotFoundInFrame() {
  return (
    <Flex flex="1" align="center" justify="center">
      <NotFoundMessage />
    </Flex>
  );
}

export { NotFoundScreen as Component };
