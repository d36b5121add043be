import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchFirstPage } from './app/prefetch-first-page';
import { AppProvider } from './app/provider';
import { createAppRouter } from './app/router';
import { createStartupSlot, StartupSlotView } from './app/startup-slot';
import { InitErrorPage } from './components/errors/init-error-page';
import { FullPageLoader } from './components/ui/full-page-loader';
import { InitError, loadRuntimeConfig, setRuntimeConfig } from './config/runtime-config';
import { configureApiClient } from './lib/api-client';
import { initAuth } from './lib/auth/session';
import { registerServiceWorker } from './lib/pwa/register-service-worker';
import { createQueryClient } from './lib/query-client';
import { RouterProvider } from './lib/router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
const queryClient = createQueryClient();
const slot = createStartupSlot(<FullPageLoader />);

/**
 * Start-up: runtime configuration first (the API base URL and provider settings are not baked into the
 * build), then the router. Auth initialises in the background; the access guard waits for it.
 */
const start = async () => {
  // The providers render once, as a transition (React renders in slices; the boot loader in index.html stays up
  // meanwhile); each step below only changes what the slot inside them shows (decision 053).
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StartupSlotView slot={slot} />
        </AppProvider>
      </StrictMode>,
    ),
  );
  // The router starts loading the first page's module now, while the runtime configuration is on its way (nothing in
  // the route modules reads it at load): one round trip less before the first page shows.
  const router = createAppRouter();
  try {
    const config = await loadRuntimeConfig();
    setRuntimeConfig(config);
    configureApiClient({ baseUrl: config.apiBaseUrl });
  } catch (error) {
    const initError =
      error instanceof InitError
        ? error
        : new InitError('unavailable', String(error instanceof Error ? error.message : error));
    slot.show(<InitErrorPage error={initError} />);
    return;
  }
  void initAuth();
  // The first page's data goes out now, while its module may still be loading (issues #11 and #16).
  prefetchFirstPage(queryClient, window.location.pathname);
  slot.show(<RouterProvider router={router} />);
};

registerServiceWorker();
void start();
