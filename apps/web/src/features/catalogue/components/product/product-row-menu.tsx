import type { Product } from '@jumun/shared';
import { Menu } from '@mantine/core';
import { IconCopy, IconDots, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '../../../../lib/router';
import { catalogueText } from '../../i18n';
import classes from '../common/row-controls.module.css';

type ProductRowMenuProps = {
  product: Product;
  editPath: string;
  canWrite: boolean;
  onDuplicate: (product: Product) => void;
};

/** 편집 / 복제 of one row; the floating menu mounts on first click (fifty rows, fifty popovers otherwise). */
export const ProductRowMenu = ({ product, editPath, canWrite, onDuplicate }: ProductRowMenuProps) => {
  const { t } = catalogueText.useT();
  const [isActive, setIsActive] = useState(false);
  const target = (
    <button
      type="button"
      className={classes.icon}
      aria-label={t('products.rowActions', { name: product.productName })}
      aria-haspopup="menu"
      onClick={isActive ? undefined : () => setIsActive(true)}
    >
      <IconDots size={18} aria-hidden />
    </button>
  );
  if (!isActive) return target;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={editPath} leftSection={<IconPencil size={16} />}>
          {t('products.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconCopy size={16} />}
          disabled={!canWrite}
          onClick={() => onDuplicate(product)}
        >
          {t('products.duplicate')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
