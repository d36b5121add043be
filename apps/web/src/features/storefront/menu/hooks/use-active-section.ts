import { useCallback, useEffect, useState } from 'react';

/** Sections sit under the sticky top bar (56 px) and category tabs (61 px). */
export const SECTION_OFFSET_PX = 120;

/**
 * The menu section currently at the top of the screen (for the category tabs), and a jump to one. Sections carry
 * `data-section-id`; scroll-margin-top in their CSS keeps a jumped-to heading below the sticky bars.
 */
export const useActiveSection = (sectionIds: readonly string[]) => {
  const [activeId, setActiveId] = useState<string | null>(sectionIds[0] ?? null);
  const key = sectionIds.join(',');

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !key) return;
    const visible = new Map<string, number>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.sectionId ?? '';
          if (entry.isIntersecting) visible.set(id, entry.boundingClientRect.top);
          else visible.delete(id);
        }
        const ids = key.split(',');
        const first = ids.find((id) => visible.has(id));
        if (first) setActiveId(first);
      },
      { rootMargin: `-${SECTION_OFFSET_PX}px 0px -55% 0px` },
    );
    for (const element of document.querySelectorAll<HTMLElement>('[data-section-id]'))
      observer.observe(element);
    return () => observer.disconnect();
  }, [key]);

  const jumpTo = useCallback((id: string) => {
    setActiveId(id);
    document
      .querySelector<HTMLElement>(`[data-section-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);

  return { activeId: activeId && sectionIds.includes(activeId) ? activeId : (sectionIds[0] ?? null), jumpTo };
};
