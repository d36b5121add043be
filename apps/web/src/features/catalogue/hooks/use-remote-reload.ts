import type { UseFormReturnType } from '@mantine/form';
import { useEffect } from 'react';

/**
 * Keeps an open form in step with other administrators' saves: when the live item moves on and nothing was typed
 * here, the form quietly takes the new version; with local edits it waits for the owner (RemoteChangeNotice).
 */
export const useRemoteReload = <V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  live: V | undefined,
) => {
  const liveRevision = live?.revision;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new server revision should trigger this
  useEffect(() => {
    if (!live || form.getValues().revision === liveRevision || form.isDirty()) return;
    form.setInitialValues(live);
    form.setValues(live);
    form.resetDirty(live);
  }, [liveRevision]);

  return () => {
    if (!live) return;
    form.setInitialValues(live);
    form.setValues(live);
    form.resetDirty(live);
  };
};
