import { Button } from '@mantine/core';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../config/paths';
import { useAuth } from '../../lib/auth/auth-store';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { ErrorView } from './error-view';

/** What a non-super user sees on /super/** (issue #4 §1: a clear 403). */
export const ForbiddenPage = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <ErrorView
      status={403}
      title={t('errors.forbiddenTitle')}
      body={user ? t('errors.forbiddenBody') : `${t('errors.forbiddenBody')} ${t('errors.forbiddenSignIn')}`}
      action={
        <Button component={Link} to={user ? DASHBOARD_PATH : LOGIN_PATH} mt="sm" variant="light">
          {user ? t('common.goDashboard') : t('common.goLogin')}
        </Button>
      }
    />
  );
};
