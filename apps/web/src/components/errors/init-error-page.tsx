import { Alert, Button, Code } from '@mantine/core';
import type { InitError } from '../../config/runtime-config';
import { useTranslation } from '../../lib/i18n';
import { ErrorView } from './error-view';

/** Start-up failures of spec §8 ("environment variables missing: …"), naming what is missing. */
export const InitErrorPage = ({ error }: { error: InitError }) => {
  const { t } = useTranslation();
  const body =
    error.kind === 'missing-settings'
      ? t('errors.initMissing', { names: error.missing.join(', ') })
      : error.kind === 'unavailable'
        ? t('errors.initUnavailable')
        : t('errors.initInvalid');
  return (
    <ErrorView
      title={t('errors.initTitle')}
      body={
        <>
          {body}
          <Alert mt="md" color="red" variant="light" ta="left">
            <Code block>{error.message}</Code>
          </Alert>
        </>
      }
      action={
        <Button mt="sm" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </Button>
      }
    />
  );
};
