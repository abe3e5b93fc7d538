import { Box, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from './spinner';

export interface LoadingScreenProps {
  /** Visible text under the spinner, e.g. 'Logging out...'. */
  text?: string;
  /** A fixed, blocking overlay above the whole app (e.g. during logout). */
  overlay?: boolean;
}

/** Full-area loading state; with `overlay` it covers the page and blocks interaction. */
export function LoadingScreen({ text: givenText, overlay = false }: LoadingScreenProps) {
  const { t } = useLingui();
  const text = givenText ?? t`Loading...`;
  return (
    <Box
      data-testid="loading-screen"
      aria-busy="true"
      position={overlay ? 'fixed' : 'relative'}
      inset={overlay ? 0 : undefined}
      zIndex={overlay ? 14 : undefined}
      bg={overlay ? 'rgba(255, 255, 255, 0.85)' : undefined}
      minH={overlay ? undefined : '60vh'}
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      <Stack align="center" gap="3">
        <Spinner size="lg" label={text} />
        <Text aria-hidden="true" color="fg.muted" fontSize="md">
          {text}
        </Text>
      </Stack>
    </Box>
  );
}
