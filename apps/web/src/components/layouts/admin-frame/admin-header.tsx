import { Anchor, Box, Burger, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { DASHBOARD_PATH } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { CompanyName } from '../../company/company-name';
import { CompanySwitcher } from '../../company/company-switcher';
import { DemoCompanySwitcher } from '../../company/demo-company-switcher';
import { BrandMark } from '../../ui/brand-mark';
import { ColorSchemeMenu } from './color-scheme-menu';
import { LanguageMenu } from './language-menu';
import { UserMenu } from './user-menu';

type AdminHeaderProps = { isNavOpen: boolean; onToggleNav: () => void; status?: ReactNode };

/** Brand, the company being worked on (with 데모 badge and switchers), language, colour mode, account. */
export const AdminHeader = ({ isNavOpen, onToggleNav, status }: AdminHeaderProps) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { companyIds } = useCurrentCompany();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: 1 }}>
        {user ? (
          <Burger
            opened={isNavOpen}
            onClick={onToggleNav}
            hiddenFrom="md"
            size="sm"
            aria-label={isNavOpen ? t('frame.closeMenu') : t('frame.openMenu')}
          />
        ) : null}
        {/* Named even on a phone, where the app's name beside the mark is hidden. */}
        <Anchor
          component={Link}
          to={DASHBOARD_PATH}
          underline="never"
          c="inherit"
          style={{ flexShrink: 0 }}
          aria-label={t('common.appName')}
        >
          <Group gap={8} wrap="nowrap">
            <BrandMark size={30} />
            <Text fw={800} visibleFrom="xs">
              {t('common.appName')}
            </Text>
          </Group>
        </Anchor>
        <CompanyName />
      </Group>
      <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
        {status ? <Box visibleFrom="xs">{status}</Box> : null}
        {user ? (
          <Group visibleFrom="md" gap="xs" wrap="nowrap">
            {companyIds.length === 0 ? <DemoCompanySwitcher /> : <CompanySwitcher />}
          </Group>
        ) : null}
        <LanguageMenu />
        <ColorSchemeMenu />
        <UserMenu />
      </Group>
    </Group>
  );
};
