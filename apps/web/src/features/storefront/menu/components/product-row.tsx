import type { CustomerMenuItem } from '@jumun/shared';
import { Badge, VisuallyHidden } from '@mantine/core';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { useStorefrontT } from '../../i18n';
import { useWon } from '../../shop/hooks/use-won';
import type { StoreProduct } from '../../shop/utils/store-product';
import classes from './product-row.module.css';

type ProductRowProps = {
  companyId: string;
  item: CustomerMenuItem<StoreProduct>;
  onOpen: (productId: string) => void;
};

/**
 * One product on the menu, as the shared menu function decided it: the price to pay, 정가 struck through only when
 * higher, and a sold-out product greyed with 품절 (listed, not orderable).
 */
export const ProductRow = ({ companyId, item, onOpen }: ProductRowProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const { product, price, strikePrice, isSoldOut } = item;
  const content = (
    <>
      <div className={classes.texts}>
        <div className={classes.name}>
          <span className={classes.dim}>{product.productName}</span>
          {isSoldOut ? (
            <Badge ml={8} color="gray" variant="filled" size="sm" radius="sm" style={{ verticalAlign: 2 }}>
              {t('menu.soldOut')}
            </Badge>
          ) : null}
        </div>
        {product.description ? (
          <p className={`${classes.description} ${classes.dim}`}>{product.description}</p>
        ) : null}
        <div className={`${classes.prices} ${classes.dim}`}>
          <span className={classes.price} data-testid="menu-price">
            {won(price)}
          </span>
          {strikePrice !== null ? (
            <span className={classes.strike}>
              <VisuallyHidden>{t('menu.listPrice', { amount: won(strikePrice) })}</VisuallyHidden>
              <span aria-hidden>{won(strikePrice)}</span>
            </span>
          ) : null}
        </div>
      </div>
      {product.imageThumbnailFileName ? (
        <img
          className={`${classes.thumb} ${classes.dim}`}
          src={imageFileUrl(companyId, product.imageThumbnailFileName)}
          alt={t('menu.photo', { name: product.productName })}
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
        />
      ) : null}
    </>
  );
  if (isSoldOut) {
    return (
      <div className={`${classes.row} ${classes.soldOut}`} data-testid="menu-item" data-sold-out="true">
        {content}
      </div>
    );
  }
  return (
    <button type="button" className={classes.row} onClick={() => onOpen(product.id)} data-testid="menu-item">
      {content}
    </button>
  );
};
