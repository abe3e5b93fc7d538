// The floor app of the bundle benchmark: the least a React + Chakra + router app can ship (one route,
// one button). The portal's login route is measured against it (bench/bundle-bench.mjs).
import { Button, ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

const router = createBrowserRouter([{ path: '*', element: <Button>Sign in</Button> }]);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <ChakraProvider value={defaultSystem}>
        <RouterProvider router={router} />
      </ChakraProvider>
    </StrictMode>,
  );
