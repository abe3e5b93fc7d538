import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** Any path the app does not know. */
export function NotFoundScreen() {
  return (
    <Box as="main" minH="100vh" display="flex" alignItems="center" justifyContent="center" p="6">
      <Stack gap="4" maxW="lg" textAlign="center" align="center">
        <Text fontSize="5xl" fontWeight="bold" color="brand.500" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          Page not found
        </Heading>
        <Text color="fg.muted">The page you are looking for does not exist or has moved.</Text>
        <Button asChild>
          <RouterLink to={paths.root.getHref()}>Go to the portal</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}

export { NotFoundScreen as Component };
