import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, useState } from 'react';
import { readCspNonce } from '../lib/csp-nonce';
import { system } from './system';

/** Chakra with the portal's system; its runtime styles carry the page's CSP nonce (see lib/csp-nonce.ts). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => createCache({ key: 'css', nonce: readCspNonce() }));
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{children}</ChakraProvider>
    </CacheProvider>
  );
}
