import { DEMO_COMPANY_IDS } from '@jumun/shared';
import { Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { useStorefrontT } from '../../i18n';
import { ShopFooter } from '../../shop/components/shop-footer';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { readRecentShops } from '../../shop/utils/recent-shops';
import classes from './user-home-page.module.css';

const ShopLink = ({ companyId, name }: { companyId: string; name: string }) => (
  <UnstyledButton component={Link} to={href('user-companyId', { companyId })} className={classes.link}>
    <span>{name}</span>
    <IconChevronRight size={20} aria-hidden />
  </UnstyledButton>
);

/** /user: the shops this device opened before, and the demo shops to try; customers usually arrive by QR. */
export const UserHomePage = () => {
  const { t } = useStorefrontT();
  const [recent] = useState(readRecentShops);
  return (
    <>
      <StoreTopBar title={t('home.title')} />
      <main id="main">
        <Stack p="md" gap="xs">
          <Text c="dimmed">{t('home.body')}</Text>
        </Stack>
        <section aria-labelledby="recent-shops" className={classes.section}>
          <Title order={2} id="recent-shops" className={classes.heading}>
            {t('home.recentTitle')}
          </Title>
          {recent.length === 0 ? (
            <Text px="md" c="dimmed" size="sm">
              {t('home.noRecent')}
            </Text>
          ) : (
            recent.map((shop) => (
              <ShopLink key={shop.companyId} companyId={shop.companyId} name={shop.shopName} />
            ))
          )}
        </section>
        <section aria-labelledby="demo-shops" className={classes.section}>
          <Title order={2} id="demo-shops" className={classes.heading}>
            {t('home.demoTitle')}
          </Title>
          {DEMO_COMPANY_IDS.map((id) => (
            <ShopLink key={id} companyId={id} name={t(`home.demo.${id}`)} />
          ))}
        </section>
      </main>
      <ShopFooter />
    </>
  );
};
