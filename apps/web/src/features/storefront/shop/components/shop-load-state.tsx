import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { isApiError } from '../../../../lib/api-result';
import { useStorefrontT } from '../../i18n';
import { StoreTopBar } from './store-top-bar';

type ShopLoadStateProps = { title: string; error: Error | null; onRetry: () => void; backTo?: string };

/**
 * While the shop loads: the page's shape in grey. When it cannot: why, in the customer's words, and a way to try
 * again (offline, slow network) — the cart on the device is untouched either way.
 */
export const ShopLoadState = ({ title, error, onRetry, backTo }: ShopLoadStateProps) => {
  const { t } = useStorefrontT();
  const isMissing = isApiError(error) && error.status === 404;
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <>
      <StoreTopBar title={title} backTo={backTo} />
      <main id="main">
        {error ? (
          <Stack p="md" gap="md">
            <Alert color={isMissing ? 'gray' : 'red'} variant="light" role="alert">
              {isMissing ? t('shop.notFound') : isOffline ? t('common.offline') : t('common.loadFailed')}
            </Alert>
            {isMissing ? null : (
              <Button size="md" variant="light" onClick={onRetry}>
                {t('common.retry')}
              </Button>
            )}
          </Stack>
        ) : (
          <Stack p="md" gap="md" aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton h={28} w="60%" />
            <Skeleton h={20} w="40%" />
            <Skeleton h={40} w="70%" />
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} h={88} />
            ))}
          </Stack>
        )}
      </main>
    </>
  );
};
