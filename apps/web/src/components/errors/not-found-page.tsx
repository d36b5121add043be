import { useTranslation } from '../../lib/i18n';
import { useLocation } from '../../lib/router';
import { ErrorView } from './error-view';

/** Unmatched path → "Page Not Found: {path}" (spec §2). */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return <ErrorView status={404} title={`Page Not Found: ${pathname}`} body={t('errors.notFoundBody')} />;
};
