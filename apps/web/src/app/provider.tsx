// Mantine's reset and variables; each component's stylesheet comes with its code (tooling/mantine-styles.plugin.ts).
import 'virtual:mantine-styles';
import '../styles/global.css';
import '../lib/i18n';
import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import {
  colorSchemeManager,
  DEFAULT_COLOR_SCHEME,
  type ForcedColorScheme,
  ForcedColorSchemeContext,
} from '../lib/color-scheme';
import { importPatiently } from '../lib/patient-import';
import { clearOnLogout, createQueryClient, refreshOnAccessRevoked } from '../lib/query-client';
import { theme } from '../lib/theme';

/**
 * Toasts load after the first paint: no page needs them to render, and their transition and portal code would
 * otherwise weigh on every entry (the storefront budget), and their stylesheet would block the first render. `notifications.show()` called earlier is queued in the
 * store and shown once this mounts.
 */
const Notifications = lazy(async () => ({
  // Tried again when back online, never thrown: the page must outlive a network cut before the toasts loaded.
  default: (await importPatiently(() => import('./toasts'))).Notifications,
}));

/**
 * …and only once the page has loaded and the browser is idle: fetched and run at start-up, their six files competed
 * with the first page's own modules for the connection and the main thread (Lighthouse, issues #11 and #16).
 */
const useIdleAfterLoad = (isImmediate: boolean) => {
  const [isIdle, setIdle] = useState(isImmediate);
  useEffect(() => {
    if (isIdle) return;
    let cancel = () => {};
    const whenIdle = () => {
      // Safari has no requestIdleCallback.
      const requestIdle = window.requestIdleCallback as typeof window.requestIdleCallback | undefined;
      if (requestIdle) {
        const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2_000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = window.setTimeout(() => setIdle(true), 500);
        cancel = () => window.clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, [isIdle]);
  return isIdle;
};

type AppProviderProps = {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests pass 'test' to turn off transitions and portals. */
  env?: 'default' | 'test';
};

/** Theme + colour scheme, server state, notifications. Routing sits inside (app/router.tsx). */
export const AppProvider = ({ children, queryClient: given, env = 'default' }: AppProviderProps) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const [forced, setForced] = useState<ForcedColorScheme | undefined>(undefined);
  const forcedContext = useMemo(() => ({ setForced }), []);
  // Tests look for toasts right away.
  const isIdle = useIdleAfterLoad(env === 'test');

  useEffect(() => clearOnLogout(queryClient), [queryClient]);
  useEffect(() => refreshOnAccessRevoked(queryClient), [queryClient]);

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme={DEFAULT_COLOR_SCHEME}
      forceColorScheme={forced}
      env={env}
    >
      <ForcedColorSchemeContext.Provider value={forcedContext}>
        {isIdle ? (
          <Suspense fallback={null}>
            <Notifications position="top-center" limit={3} />
          </Suspense>
        ) : null}
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ForcedColorSchemeContext.Provider>
    </MantineProvider>
  );
};
