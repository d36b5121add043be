import type { OrderType, PublicCompany } from '@jumun/shared';
import { Badge, Group, Text } from '@mantine/core';
import { imageFileUrl } from '../../../../lib/files/image-url';
import { useStorefrontT } from '../../i18n';
import { useOpenStatus } from '../../shop/hooks/use-open-status';
import { useWon } from '../../shop/hooks/use-won';
import { OrderTypePicker } from './order-type-picker';
import classes from './shop-hero.module.css';

type ShopHeroProps = {
  company: PublicCompany;
  now: Date;
  orderType: OrderType | null;
  onOrderTypeChange: (orderType: OrderType) => void;
};

/** The shop at the top of its menu: photo, name, open or closed (and when it opens), how to order, the notice. */
export const ShopHero = ({ company, now, orderType, onOrderTypeChange }: ShopHeroProps) => {
  const { t } = useStorefrontT();
  const won = useWon();
  const status = useOpenStatus(company, now);
  const { deliveryConfig: delivery } = company;
  const facts: string[] = [];
  if (orderType === 'delivery' || orderType === 'parcel') {
    if (delivery.minimumOrderAmount > 0)
      facts.push(t('shop.minimumOrder', { amount: won(delivery.minimumOrderAmount) }));
    if (delivery.type === 'quick') facts.push(t('shop.deliveryFee', { amount: won(delivery.baseFee) }));
    if (delivery.type === 'parcel') facts.push(t('shop.parcelFee', { amount: won(delivery.baseFee) }));
    if (delivery.freeDeliveryThreshold > 0)
      facts.push(t('shop.freeAbove', { amount: won(delivery.freeDeliveryThreshold) }));
  }
  return (
    <section aria-labelledby="shop-name">
      {company.imageThumbnailFileName ? (
        <img
          className={classes.photo}
          src={imageFileUrl(company.id, company.imageThumbnailFileName)}
          alt=""
          width={640}
          height={360}
          fetchPriority="high"
        />
      ) : null}
      <div className={classes.body}>
        <h2 id="shop-name" className={classes.name}>
          {company.businessInfo.shopName || company.id}
        </h2>
        <Group gap={8} mt={8} wrap="wrap">
          <Badge
            color={status.isOpen ? 'green' : 'gray'}
            variant={status.isOpen ? 'light' : 'filled'}
            size="lg"
          >
            {status.label}
          </Badge>
          {status.detail ? (
            <Text size="sm" fw={600} data-testid="next-open">
              {status.detail}
            </Text>
          ) : null}
        </Group>
        <OrderTypePicker company={company} value={orderType} onChange={onOrderTypeChange} />
        {facts.length > 0 ? <div className={classes.facts}>{facts.join(' · ')}</div> : null}
        {company.isNoticeDisplay && company.notice ? (
          <div className={classes.notice} role="note" aria-label={t('shop.notice')}>
            {company.notice}
          </div>
        ) : null}
      </div>
    </section>
  );
};
