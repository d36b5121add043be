import { useEffect, useRef } from 'react';
import { useStorefrontT } from '../../i18n';
import classes from './category-tabs.module.css';

type CategoryTabsProps = {
  categories: { id: string; name: string }[];
  activeId: string | null;
  onSelect: (categoryId: string) => void;
};

/** Sticky category chips under the top bar: tap to jump, the current section stays highlighted and in view. */
export const CategoryTabs = ({ categories, activeId, onSelect }: CategoryTabsProps) => {
  const { t } = useStorefrontT();
  const listRef = useRef<HTMLElement>(null);
  // The tab active at the start is the first, already in view: scrolling to it would only force a layout of the whole
  // page while it is still loading (a long task of its own on a phone, Lighthouse issues #11 and #16).
  const scrolledId = useRef(activeId);
  useEffect(() => {
    if (!activeId || activeId === scrolledId.current) return;
    scrolledId.current = activeId;
    const active = listRef.current?.querySelector<HTMLElement>(
      `[data-category-id="${CSS.escape(activeId)}"]`,
    );
    active?.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
  }, [activeId]);
  return (
    <nav className={classes.tabs} aria-label={t('menu.categories')} ref={listRef}>
      {categories.map((category) => (
        <button
          key={category.id}
          type="button"
          className={classes.tab}
          data-category-id={category.id}
          aria-current={category.id === activeId ? 'true' : undefined}
          onClick={() => onSelect(category.id)}
        >
          {category.name}
        </button>
      ))}
    </nav>
  );
};
