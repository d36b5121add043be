import type { Category, CustomerMenuSection } from '@jumun/shared';
import type { StoreProduct } from '../../shop/utils/store-product';
import { useActiveSection } from '../hooks/use-active-section';
import { CategoryTabs } from './category-tabs';
import classes from './menu-sections.module.css';
import { ProductRow } from './product-row';

type MenuSectionsProps = {
  companyId: string;
  menu: CustomerMenuSection<Category, StoreProduct>[];
  emptyText: string;
  onOpen: (productId: string) => void;
};

/** The categories in the shop's order with their products, and the sticky tabs that jump between them. */
export const MenuSections = ({ companyId, menu, emptyText, onOpen }: MenuSectionsProps) => {
  const ids = menu.map((section) => section.category.id);
  const { activeId, jumpTo } = useActiveSection(ids);
  if (menu.length === 0) return <p className={classes.empty}>{emptyText}</p>;
  return (
    <>
      <CategoryTabs
        categories={menu.map(({ category }) => ({ id: category.id, name: category.categoryName }))}
        activeId={activeId}
        onSelect={jumpTo}
      />
      {menu.map(({ category, items }) => (
        <section
          key={category.id}
          className={classes.section}
          data-section-id={category.id}
          aria-labelledby={`section-${category.id}`}
        >
          <h2 id={`section-${category.id}`} className={classes.heading}>
            {category.categoryName}
          </h2>
          {items.map((item) => (
            <ProductRow key={item.product.id} companyId={companyId} item={item} onOpen={onOpen} />
          ))}
        </section>
      ))}
    </>
  );
};
