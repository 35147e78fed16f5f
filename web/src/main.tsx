import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createQueryClient } from './api/query-client';
import { App, isPublicPath } from './app';

const router = createBrowserRouter([{ path: '*', element: <App /> }]);

// SPEC 4: after a 401 the browser leaves protected pages for /.
const queryClient = createQueryClient(() => {
  const { pathname } = router.state.location;
  if (!isPublicPath(pathname)) void router.navigate('/');
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster richColors closeButton position="bottom-right" />
    </QueryClientProvider>
  </StrictMode>,
);
