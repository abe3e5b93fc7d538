import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { readCspNonce } from '../lib/csp-nonce';
import { system } from './system';
import { useColorModeOnPage } from './use-color-mode';

/**
 * Chakra with the portal's system; its runtime styles carry the page's CSP nonce (see lib/csp-nonce.ts). Keeps the
 * page in the light or dark mode the user chose.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce: readCspNonce() }));
  useColorModeOnPage();
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
