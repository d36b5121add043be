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
  useEffect(() => {
    if (!activeId) return;
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
