import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '../../../../lib/api-result';
import { useStorefrontT } from '../../i18n';
import { StoreTopBar } from './store-top-bar';

type ShopLoadStateProps = {
  title: string;
  error: Error | null;
  onRetry: () => void;
  backTo?: string;
  /**
   * What this page says when the thing it shows does not exist (a 404, or an address the server cannot read —
   * a mistyped link), and where to go instead; the shop's "not found" by default. Trying again would not help.
   */
  missing?: { text: string; action: ReactNode };
};

/**
 * While the shop loads: the page's shape in grey. When it cannot: why, in the customer's words, and a way to try
 * again (offline, slow network) — the cart on the device is untouched either way.
 */
export const ShopLoadState = ({ title, error, onRetry, backTo, missing }: ShopLoadStateProps) => {
  const { t } = useStorefrontT();
  const isMissing =
    isApiError(error) && (error.status === 404 || (missing !== undefined && error.status === 400));
  const isOffline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <>
      <StoreTopBar title={title} backTo={backTo} />
      <main id="main">
        {error ? (
          <Stack p="md" gap="md">
            <Alert color={isMissing ? 'gray' : 'red'} variant="light" role="alert">
              {isMissing
                ? (missing?.text ?? t('shop.notFound'))
                : isOffline
                  ? t('common.offline')
                  : t('common.loadFailed')}
            </Alert>
            {isMissing ? (
              (missing?.action ?? null)
            ) : (
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
