import { localStorageColorSchemeManager, type MantineColorScheme } from '@mantine/core';
import { createContext, useContext, useEffect } from 'react';

/** Light / dark / system ('auto'), stored locally (spec §4). index.html's inline script reads the same key. */
export const COLOR_SCHEME_STORAGE_KEY = 'jumun-color-scheme';
export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });
export const DEFAULT_COLOR_SCHEME: MantineColorScheme = 'auto';

export type ForcedColorScheme = 'light' | 'dark';

type ForcedColorSchemeContextValue = { setForced: (scheme: ForcedColorScheme | undefined) => void };
export const ForcedColorSchemeContext = createContext<ForcedColorSchemeContextValue | null>(null);

/**
 * Lets a page force light or dark while it is shown (a printable waybill, a customer display). "System" is
 * a preference, not something a page can force (spec §4), so it is refused.
 */
export const useForcedColorScheme = (scheme: ForcedColorScheme) => {
  const context = useContext(ForcedColorSchemeContext);
  if (scheme !== 'light' && scheme !== 'dark') {
    throw new Error(`A page can force only 'light' or 'dark', not '${String(scheme)}'`);
  }
  if (!context) throw new Error('useForcedColorScheme must be used inside AppProvider');
  const { setForced } = context;
  useEffect(() => {
    setForced(scheme);
    return () => setForced(undefined);
  }, [scheme, setForced]);
};
