import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isRouteErrorResponse, Link as RouterLink, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { chunkLoadFailureText, parseChunkLoadError } from '../../lib/chunk-load-error';

function ChunkLoadErrorScreen({ title, cause }: { title: string; cause: string }) {
  return (
    <ErrorFrame heading="This screen could not be loaded">
      <Text>{title}</Text>
      <Text color="fg.muted" fontSize="sm">
        {cause}
      </Text>
      <Text>The app may have been updated. Reload the page to get the latest version.</Text>
      <Box>
        <Button onClick={() => window.location.reload()}>Reload</Button>
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
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <ErrorFrame heading="Page not found">
        <Text>The page you are looking for does not exist or has moved.</Text>
      </ErrorFrame>
    );
  }
  const chunk = parseChunkLoadError(error);
  if (chunk) return <ChunkLoadErrorScreen {...chunkLoadFailureText(chunk)} />;
  return (
    <ErrorFrame heading="Something went wrong">
      <Text>An unexpected error stopped this screen. Try again, or go back to the dashboard.</Text>
      <Stack direction="row" gap="3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <RouterLink to={paths.app.dashboard.getHref()}>Go to dashboard</RouterLink>
        </Button>
      </Stack>
    </ErrorFrame>
  );
}
