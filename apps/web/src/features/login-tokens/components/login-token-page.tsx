import { Alert, Skeleton, Stack } from '@mantine/core';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { problemMessage } from '../../../lib/save-problem';
import { useLoginTokens } from '../api/login-tokens';
import { loginTokensText } from '../i18n';
import { CreateLinkForm } from './create-link-form';
import { LoginTokenTable } from './login-token-table';

/** /admin/LoginToken: the company's customer sign-in links (domain §6.3 `loginTokens`, issue 15). */
export const LoginTokenPage = () => {
  const { t } = loginTokensText.useT();
  const { companyId, canWrite } = useCurrentCompany();
  const links = useLoginTokens(companyId);
  return (
    <Stack gap="md">
      <PageHeader title={t('title')} description={t('description')} />
      {canWrite ? null : (
        <Alert color="yellow" variant="light">
          {t('readOnly')}
        </Alert>
      )}
      <CreateLinkForm companyId={companyId} canWrite={canWrite} />
      {links.error ? (
        <Alert color="red" variant="light">
          {t('loadFailed', { message: problemMessage(links.error) })}
        </Alert>
      ) : links.data ? (
        <LoginTokenTable companyId={companyId} links={links.data} canWrite={canWrite} />
      ) : (
        <Skeleton h={160} />
      )}
    </Stack>
  );
};
