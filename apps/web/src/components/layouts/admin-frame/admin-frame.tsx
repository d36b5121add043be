import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useAuth } from '../../../lib/auth/auth-store';
import { useTranslation } from '../../../lib/i18n';
import { Outlet } from '../../../lib/router';
import { DemoReadOnlyNotice } from '../../ui/demo-read-only-notice';
import { AdminHeader } from './admin-header';
import { AdminNavbar } from './admin-navbar';

/**
 * The back-office frame (issue #4 §6): header, navigation, content. Below `md` (992 px: phones and tablets held
 * upright) the navigation is a drawer behind the burger, so a board on a 768 px tablet gets the whole width.
 * Visitors of the open pages (welcome, autologin) get the header only. `headerStatus` is a slot the app
 * layer fills (the sync state) so this shared component needs no feature import.
 */
export const AdminFrame = ({ headerStatus }: { headerStatus?: ReactNode }) => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={
        user
          ? { width: { md: 220, lg: 250 }, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }
          : undefined
      }
      padding={{ base: 'sm', sm: 'md', lg: 'lg' }}
    >
      <a className="skip-link" href="#main">
        {t('frame.skipToContent')}
      </a>
      <AppShell.Header>
        <AdminHeader isNavOpen={isNavOpen} onToggleNav={toggle} status={user ? headerStatus : null} />
      </AppShell.Header>
      {user ? (
        <AppShell.Navbar>
          <AdminNavbar onNavigate={close} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id="main">
        <Box maw={1200} mx="auto">
          <DemoReadOnlyNotice compact mb="md" />
          <Outlet />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
};
