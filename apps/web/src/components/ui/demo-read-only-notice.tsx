import { Alert, Anchor, type MantineSpacing, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '../../config/paths';
import { useCurrentCompany } from '../../lib/company/use-current-company';

/**
 * Explains why saving is off for a demo administrator, with the way out (register a company). Feature
 * pages put it above their forms and disable their save buttons with `canWrite` from useCurrentCompany.
 */
export const DemoReadOnlyNotice = ({ compact = false, mb }: { compact?: boolean; mb?: MantineSpacing }) => {
  const { t } = useTranslation();
  const { isDemo } = useCurrentCompany();
  if (!isDemo) return null;
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle size={18} />}
      title={compact ? undefined : t('demo.readOnlyTitle')}
      mb={mb}
      data-testid="demo-read-only-notice"
    >
      <Text size="sm">
        {compact ? `${t('demo.readOnlyTitle')} · ` : null}
        {t('demo.readOnlyBody')}{' '}
        <Anchor component={Link} to={href('admin-join')} fw={600} size="sm">
          {t('demo.register')}
        </Anchor>
      </Text>
    </Alert>
  );
};
