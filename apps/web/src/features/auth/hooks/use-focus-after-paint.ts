import { type RefObject, useEffect } from 'react';

/**
 * Focuses `ref`'s element once the page has painted: what `autoFocus` did, one frame later. React's `autoFocus` calls
 * focus() inside the commit, and focus() makes the browser compute the style and layout of the whole new page right
 * there — the largest single task of /admin/login at Lighthouse's 4× CPU (issues #11 and #16). After the paint that
 * layout is already done and focus() is cheap. It never takes the focus from an element the visitor has reached
 * meanwhile.
 */
export const useFocusAfterPaint = (ref: RefObject<HTMLElement | null>) => {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs before that frame's layout and paint; the timeout it starts runs after them.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) ref.current?.focus();
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ref]);
};
