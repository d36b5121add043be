import { useCallback } from 'react';
import { type BlockerFunction, useBeforeUnload, useBlocker } from 'react-router';

/**
 * Warns before leaving a settings form with unsaved changes (issue #6 "Every form"): in-app navigation is held by
 * the router's blocker (render <UnsavedChangesDialog blocker={…} />), closing or reloading the tab by the
 * browser's own prompt.
 */
export const useUnsavedChangesGuard = (isDirty: boolean) => {
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
      [isDirty],
    ),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (isDirty) event.preventDefault();
      },
      [isDirty],
    ),
  );
  return blocker;
};
