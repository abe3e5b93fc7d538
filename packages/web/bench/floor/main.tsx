// The floor app of the benchmarks: the least a React + Chakra + router app can ship (one route, one button),
// under the same strict CSP as the portal (Emotion's styles carry the nonce nginx writes into the page). The
// portal's login route is measured against it (bench/bundle-bench.mjs, packages/e2e/bench).
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '*', element: <Button>Sign in</Button> }]);
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? undefined;
const cache = createCache({ key: 'css', ...(nonce && nonce !== '__CSP_NONCE__' ? { nonce } : {}) });

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={defaultSystem}>
          <RouterProvider router={router} />
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
