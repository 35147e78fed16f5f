import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/query-client';
import { App, navigateAfterSignOut } from './app';
import { applyStoredTheme } from './components/theme';
import { toast, Toasts } from './components/toasts';
import { keepInstallPrompt } from './install-prompt';
import { registerServiceWorkerWhenSettled } from './service-worker';

// First: index.html's frame paints in the system's colours (styles.css); a choice of Light or Dark
// takes over from here.
applyStoredTheme();

const queryClient = createQueryClient({
  // docs/product.md, Routing: after a 401 the browser leaves protected pages for /.
  onSignedOut: navigateAfterSignOut,
  // Said once, however many reads were refused.
  onTooManyRequests: (message) =>
    toast.error('Too Many Requests', { id: 'too-many-requests', description: message }),
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// The declarative router: the data router's loaders and actions, unused here, would add 16 KB to the
// first visit (docs/decisions.md, first-visit budgets); scroll restoration is ours
// (components/scroll-restoration.ts). The first render is a transition, so that it yields to the
// browser every few milliseconds instead of taking one long task (docs/decisions.md, Renders that yield).
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
        <Toasts />
      </QueryClientProvider>
    </StrictMode>,
  ),
);

// A page's first Intl object loads ICU's data, 75 to 175 ms in one task on a phone; every signed-in
// screen shows a date. Made here, in a task of its own while the app waits for the session and the
// screen's code, it is not part of the first screen's render (docs/decisions.md, Amounts without Intl).
setTimeout(() => new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).format(0), 0);

registerServiceWorkerWhenSettled(queryClient);
keepInstallPrompt();
