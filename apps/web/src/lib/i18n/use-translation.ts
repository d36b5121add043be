import { useEffect, useMemo, useState } from 'react';
import { i18next } from './index';
import type { TFunction, TOptions } from './translator';

/**
 * `const { t, i18n } = useTranslation('storefront')`: `t` looks in the namespace(s) given (the shared
 * `translation` by default) and the component re-renders when the language changes or a namespace's words arrive.
 */
export const useTranslation = (ns?: string | readonly string[]) => {
  const [revision, setRevision] = useState(0);
  useEffect(() => i18next.subscribe(() => setRevision((value) => value + 1)), []);
  const key = ns === undefined ? '' : [ns].flat().join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `t` for each language and each namespace added
  const t = useMemo(() => {
    const namespaces = key === '' ? undefined : key.split('|');
    return ((messageKey: string, options?: TOptions) =>
      i18next.t(
        messageKey,
        namespaces && options?.ns === undefined ? { ...options, ns: namespaces } : options,
      )) as TFunction;
  }, [key, revision]);
  return { t, i18n: i18next };
};
