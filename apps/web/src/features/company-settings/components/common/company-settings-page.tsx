import type { Company } from '@jumun/shared';
import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { DemoReadOnlyNotice } from '../../../../components/ui/demo-read-only-notice';
import { PageHeader } from '../../../../components/ui/page-header';
import { companyQueryOptions } from '../../../../lib/company/company.api';
import { useCurrentCompany } from '../../../../lib/company/use-current-company';
import { problemMessage } from '../../../../lib/save-problem';
import { companySettingsText } from '../../i18n';

export type SettingsPageContext = {
  company: Company;
  companyId: string;
  canWrite: boolean;
  /** Drops the form and loads the server's newest document (after a refused stale save). */
  reload: () => Promise<void>;
};

type CompanySettingsPageProps = {
  title: string;
  description: string;
  /** Shown under the header whatever the loading state (links to other pages). */
  intro?: ReactNode;
  children: (context: SettingsPageContext) => ReactNode;
};

/**
 * Frame of every company settings page: header, the demo notice, and the company fetched fresh on opening. The
 * form mounts once the document is there, keyed so that "reload" and a company switch start it over.
 */
export const CompanySettingsPage = ({ title, description, intro, children }: CompanySettingsPageProps) => {
  const { t } = companySettingsText.useT();
  const { companyId, canWrite } = useCurrentCompany();
  const query = useQuery({
    ...companyQueryOptions(companyId),
    enabled: Boolean(companyId),
    refetchOnMount: 'always',
  });
  const [generation, setGeneration] = useState(0);

  const reload = async () => {
    await query.refetch();
    setGeneration((value) => value + 1);
  };

  let body: ReactNode;
  if (query.data) {
    body = (
      <div key={`${companyId}:${generation}`}>
        {children({ company: query.data, companyId, canWrite, reload })}
      </div>
    );
  } else if (query.error) {
    body = (
      <Alert color="red" role="alert" title={t('page.loadFailed')}>
        <Stack gap="xs" align="flex-start">
          {problemMessage(query.error)}
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  }

  return (
    <Stack gap="md" maw={980}>
      <PageHeader title={title} description={description} />
      {intro}
      <DemoReadOnlyNotice />
      {body}
    </Stack>
  );
};
