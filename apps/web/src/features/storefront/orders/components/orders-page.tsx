import { getSeoulParts } from '@jumun/shared';
import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { href } from '../../../../config/paths';
import { useParams, useSearchParams } from '../../../../lib/router';
import { SignInCard } from '../../account/components/sign-in-card';
import { useCustomerAt } from '../../account/hooks/use-customer';
import { useOrderT } from '../../order-i18n';
import { StoreTopBar } from '../../shop/components/store-top-bar';
import { useNow } from '../../shop/hooks/use-now';
import { ordersByDateQueryOptions } from '../api/list-orders-by-date';
import { useLiveOrders } from '../hooks/use-live-orders';
import { describeDay, fromSearchDate, shiftDay, toSearchDate } from '../utils/order-days';
import { OrderHistoryItem } from './order-history-item';

/** /user/:companyId/orders — my orders at this shop, one day at a time (today first, then earlier days). */
export const OrdersPage = () => {
  const { t } = useOrderT();
  const { companyId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const customer = useCustomerAt(companyId);
  const uid = customer?.uid ?? null;
  const now = useNow(60_000);
  const day = fromSearchDate(params.get('date') ?? '') ?? getSeoulParts(now);
  const searchDate = toSearchDate(day);
  useLiveOrders(companyId, uid);
  const orders = useQuery(ordersByDateQueryOptions(companyId, searchDate, uid));
  const label = describeDay(day, now);
  const previous = shiftDay(day, -1, now);
  const next = shiftDay(day, 1, now);
  const go = (target: typeof day | null) =>
    target && setParams({ date: toSearchDate(target) }, { replace: true });

  return (
    <>
      <StoreTopBar title={t('orders.title')} backTo={href('user-companyId', { companyId })} />
      <main id="main">
        {!customer ? (
          <Stack p="md">
            <SignInCard />
          </Stack>
        ) : (
          <>
            <Group justify="space-between" p="md" wrap="nowrap">
              <ActionIcon
                variant="default"
                size={44}
                aria-label={t('orders.previousDay')}
                disabled={!previous}
                onClick={() => go(previous)}
              >
                <IconChevronLeft size={22} />
              </ActionIcon>
              <Text fw={800} fz={18} data-testid="history-day">
                {label.kind === 'date'
                  ? t('orders.dayLabel', {
                      month: label.month,
                      day: label.day,
                      weekday: t(`translation:nextOpen.weekdays.${label.weekday}`),
                    })
                  : t(`orders.${label.kind}`)}
              </Text>
              <ActionIcon
                variant="default"
                size={44}
                aria-label={t('orders.nextDay')}
                disabled={!next}
                onClick={() => go(next)}
              >
                <IconChevronRight size={22} />
              </ActionIcon>
            </Group>
            {orders.isPending ? (
              <Text p="md" c="dimmed" role="status">
                {t('storefront:common.loading')}
              </Text>
            ) : orders.error ? (
              <Text p="md" c="red" role="alert">
                {t('storefront:common.loadFailed')}
              </Text>
            ) : orders.data.length === 0 ? (
              <Text p="xl" ta="center" c="dimmed">
                {t('orders.none')}
              </Text>
            ) : (
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {[...orders.data]
                  .sort((a, b) => b.dateCreated.localeCompare(a.dateCreated))
                  .map((order) => (
                    <OrderHistoryItem key={order.id} order={order} />
                  ))}
              </ul>
            )}
          </>
        )}
      </main>
    </>
  );
};
