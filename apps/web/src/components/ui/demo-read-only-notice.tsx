import { Alert, Anchor, type MantineSpacing, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { href } from '../../config/paths';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';

/**
 * Explains why saving is off for a demo administrator or for a role that may not write (직원),, with the way out (register a company). Feature
 * pages put it above their forms and disable their save buttons with `canWrite` from useCurrentCompany.
 */
export const DemoReadOnlyNotice = ({ compact = false, mb }: { compact?: boolean; mb?: MantineSpacing }) => {
  const { t } = useTranslation();
  const { isDemo, role, canWrite } = useCurrentCompany();
  if (!isDemo && role && !canWrite) {
    // 직원 (issue 14): the same place, the reason being the role rather than the demo.
    const label = t(`companyRole.${role}`);
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle size={18} />}
        title={compact ? undefined : t('companyRole.readOnlyTitle', { role: label })}
        mb={mb}
        data-testid="role-read-only-notice"
      >
        <Text size="sm">{t('companyRole.readOnlyBody')}</Text>
      </Alert>
    );
  }
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
