import type { OrderType } from '@jumun/shared';
import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { importPatiently } from '../../../../lib/patient-import';
import { useParams } from '../../../../lib/router';
import { useFriendtalk } from '../../account/hooks/use-friendtalk';
import { cartCount, useCart } from '../../cart/hooks/use-cart';
import { cartStore } from '../../cart/utils/cart-store';
import { useStorefrontT } from '../../i18n';
import { ShopActions } from '../../shop/components/shop-actions';
import { ShopFooter } from '../../shop/components/shop-footer';
import { ShopLoadState } from '../../shop/components/shop-load-state';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { useNow } from '../../shop/hooks/use-now';
import { useShop } from '../../shop/hooks/use-shop';
import { rememberShop } from '../../shop/utils/recent-shops';
import { useIsVisible } from '../hooks/use-is-visible';
import { useProductSheetParam } from '../hooks/use-product-sheet-param';
import { deriveStorefrontMenu, effectiveOrderType } from '../utils/storefront-menu';
import { CartBar } from './cart-bar';
import { MenuSections } from './menu-sections';
import { ShopHero } from './shop-hero';

const ProductSheet = lazy(async () => ({
  default: (await importPatiently(() => import('../../product-sheet/components/product-sheet'))).ProductSheet,
}));

/** /user/:companyId — the shop's menu as its customers see it now, live, and the way into ordering. */
export const MenuPage = () => {
  const { t } = useStorefrontT();
  const { companyId = '' } = useParams();
  const shop = useShop(companyId);
  const now = useNow();
  const cart = useCart(companyId);
  const sheet = useProductSheetParam();
  const friendtalk = useFriendtalk(companyId);
  const { company, products, categories } = shop;
  const isHeaderVisible = useIsVisible('shop-name', Boolean(company && products && categories));

  const shopName = company?.businessInfo.shopName || companyId;
  useEffect(() => {
    if (company) rememberShop({ companyId, shopName, visitedAt: Date.now() });
  }, [company, companyId, shopName]);

  const orderType = company ? effectiveOrderType(company, cart.orderType) : null;
  const menu = useMemo(
    () =>
      company && products && categories
        ? deriveStorefrontMenu({ company, products, categories, at: now, orderType, friendtalk })
        : [],
    [company, products, categories, now, orderType, friendtalk],
  );
  // The shop's hero (the page's largest paint) commits on its own; the sections follow in a deferred render, which
  // React splits into short tasks instead of one long one on a phone's main thread (Lighthouse, issues #11 and #16).
  // `null` until then, never the empty menu: its "no products" text must not flash before the products.
  const isReady = Boolean(company && products && categories);
  const shownMenu = useDeferredValue(isReady ? menu : null, null);
  const openItem = sheet.productId
    ? menu.flatMap((section) => section.items).find((item) => item.product.id === sheet.productId)
    : undefined;

  if (!company || !products || !categories) {
    return <ShopLoadState title={shopName} error={shop.error} onRetry={() => void shop.refetch()} />;
  }
  const count = cartCount(cart);
  const amount = cart.lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  return (
    <>
      <StoreTopBar
        title={shopName}
        isTitleFaded={isHeaderVisible}
        actions={<ShopActions companyId={companyId} cartCount={count} />}
      />
      <main id="main">
        <ShopHero
          company={company}
          now={now}
          orderType={orderType}
          onOrderTypeChange={(type: OrderType) => cartStore.setOrderType(companyId, type)}
        />
        {shownMenu ? (
          <MenuSections
            companyId={companyId}
            menu={shownMenu}
            emptyText={t('menu.empty')}
            onOpen={sheet.open}
          />
        ) : null}
      </main>
      {/* With the sections, so it appears below them instead of being pushed down (a layout shift). */}
      {shownMenu ? <ShopFooter company={company} /> : null}
      {count > 0 ? <CartBar companyId={companyId} count={count} amount={amount} /> : null}
      {openItem ? (
        <Suspense fallback={null}>
          <ProductSheet companyId={companyId} item={openItem} now={now} onClose={sheet.close} />
        </Suspense>
      ) : null}
    </>
  );
};
