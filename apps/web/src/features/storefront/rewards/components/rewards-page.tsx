import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { href } from '../../../../config/paths';
import { useParams } from '../../../../lib/router';
import { myRewardsQueryOptions } from '../../account/api/get-my-rewards';
import { SignInCard } from '../../account/components/sign-in-card';
import { SignedInLine } from '../../account/components/signed-in-line';
import { useCustomerAt } from '../../account/hooks/use-customer';
import { useOrderT } from '../../order-i18n';
import { ShopLoadState } from '../../shop/components/shop-load-state';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { CouponList } from './coupon-list';
import { StampCard } from './stamp-card';

/** /user/:companyId/rewards — my stamp card at this shop and my coupons. */
export const RewardsPage = () => {
  const { t } = useOrderT();
  const { companyId = '' } = useParams();
  const customer = useCustomerAt(companyId);
  const rewards = useQuery(myRewardsQueryOptions(companyId, customer?.uid ?? null));
  const backTo = href('user-companyId', { companyId });
  if (customer && !rewards.data) {
    return (
      <ShopLoadState
        title={t('rewards.title')}
        backTo={backTo}
        error={rewards.error}
        onRetry={() => void rewards.refetch()}
      />
    );
  }
  return (
    <>
      <StoreTopBar title={t('rewards.title')} backTo={backTo} />
      <main id="main">
        {!customer || !rewards.data ? (
          <Stack p="md">
            <SignInCard />
          </Stack>
        ) : (
          <>
            <Stack px="md" pt="md">
              <SignedInLine phone={customer.phone} />
            </Stack>
            <StampCard rewards={rewards.data} />
            <Text px="md" pt="md" fw={800} fz={17} component="h2">
              {t('rewards.coupons')}
            </Text>
            <CouponList coupons={rewards.data.coupons} />
          </>
        )}
      </main>
    </>
  );
};
