import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { isChunkLoadError, reloadWithGuard } from '../../lib/reload-guard';
import { useRouteError } from '../../lib/router';
import { ErrorView, errorTitleFor } from './error-view';

const statusOf = (error: unknown): number => {
  if (error && typeof error === 'object') {
    const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
    if (typeof status === 'number') return status;
    if (typeof statusCode === 'number') return statusCode;
  }
  return 500;
};

/**
 * Error boundary of every route. A chunk that vanished with a new deploy is fixed by one reload, but never
 * more than one per 10 s (the page-reload guard), so a broken deploy cannot loop.
 */
export const RouteErrorPage = () => {
  const error = useRouteError();
  const { t } = useTranslation();
  const [isReloading] = useState(() => isChunkLoadError(error) && reloadWithGuard());

  useEffect(() => {
    if (!isReloading) console.error('[route] render failed', error);
  }, [error, isReloading]);

  const status = statusOf(error);
  if (isReloading) return null;
  return (
    <ErrorView
      status={status}
      title={errorTitleFor(status)}
      body={status === 404 ? t('errors.notFoundBody') : t('errors.internalBody')}
    />
  );
};
