import { useCallback, useRef } from 'react';
import { type BlockerFunction, useBeforeUnload, useBlocker } from '../lib/router';

/**
 * Warns before leaving a form with unsaved changes (issue #6 "Every form"): in-app navigation is held by the
 * router's blocker (render <UnsavedChangesDialog blocker={…} />), closing or reloading the tab by the browser's
 * own prompt. `allowNextNavigation()` lets the redirect after a successful save through.
 */
export const useUnsavedChangesGuard = (isDirty: boolean) => {
  const isAllowed = useRef(false);
  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isDirty && !isAllowed.current && currentLocation.pathname !== nextLocation.pathname,
      [isDirty],
    ),
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (!isDirty || isAllowed.current) return;
        event.preventDefault();
      },
      [isDirty],
    ),
  );
  const allowNextNavigation = useCallback(() => {
    isAllowed.current = true;
  }, []);
  return { blocker, allowNextNavigation };
};
