import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { chunkLoadFailureText, parseChunkLoadError } from '../../lib/chunk-load-error';

function ChunkLoadErrorScreen({ title, cause }: { title: string; cause: string }) {
  const { t } = useLingui();
  return (
    <ErrorFrame heading={t`This screen could not be loaded`}>
      <Text>{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {cause}
      </Text>
      <Text>
        <Trans>The app may have been updated. Reload the page to get the latest version.</Trans>
      </Text>
      <Box>
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
      </Box>
    </ErrorFrame>
  );
}

function ErrorFrame({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box as="main" minH="100dvh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack gap="4" maxW="lg" role="alert">
        <Heading as="h1" size="2xl">
          {heading}
        </Heading>
        {children}
      </Stack>
    </Box>
  );
}

/** The errorElement of the routes: chunk-load failures offer a reload, other errors a way back. */
export function RouteErrorScreen() {
  const { t } = useLingui();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorFrame heading={t`Page not found`}>
        <Text>
          <Trans>The page you are looking for does not exist or has moved.</Trans>
        </Text>
      </ErrorFrame>
    );
  }
  const chunk = parseChunkLoadError(error);
  if (chunk) return <ChunkLoadErrorScreen {...chunkLoadFailureText(chunk)} />;
  return (
    <ErrorFrame heading={t`Something went wrong`}>
      <Text>
        <Trans>An unexpected error stopped this screen. Try again, or go back to the dashboard.</Trans>
      </Text>
      <Stack direction="row" gap="3">
        <Button onClick={() => window.location.reload()}>
          <Trans>Reload</Trans>
        </Button>
        <Button variant="outline" asChild>
          <RouterLink to={paths.app.dashboard.getHref()}>
            <Trans>Go to dashboard</Trans>
          </RouterLink>
        </Button>
      </Stack>
    </ErrorFrame>
  );
}
