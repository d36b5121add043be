import { AppShell, Divider, NavLink, Stack } from '@mantine/core';
import { href } from '../../../config/paths';
import { isSuperUser, useAuth } from '../../../lib/auth/auth-store';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from '../../../lib/router';
import { CompanySwitcher } from '../../company/company-switcher';
import { DemoCompanySwitcher } from '../../company/demo-company-switcher';
import { isActivePath, NAV_ITEMS, type NavItem } from './nav-items';

const isVisible = (item: NavItem, isSuper: boolean, hasNoCompany: boolean) =>
  item.visibleWhen === 'super' ? isSuper : item.visibleWhen === 'noCompany' ? hasNoCompany : true;

/** Navigation to every admin area; on small screens it also carries the company switchers. */
export const AdminNavbar = ({ onNavigate }: { onNavigate: () => void }) => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const { companyIds } = useCurrentCompany();
  const hasNoCompany = companyIds.length === 0;
  const items = NAV_ITEMS.filter((item) => isVisible(item, isSuperUser(user), hasNoCompany));

  return (
    <>
      {/* One company has nothing to switch to: no empty section with a lone divider. */}
      {hasNoCompany || companyIds.length > 1 ? (
        <AppShell.Section hiddenFrom="md" p="sm">
          <Stack gap="xs">
            {hasNoCompany ? <DemoCompanySwitcher fullWidth /> : <CompanySwitcher fullWidth />}
          </Stack>
          <Divider mt="sm" />
        </AppShell.Section>
      ) : null}
      {/* The browser's own scrolling: Mantine's ScrollArea measured the page's layout from resize observers on every
          admin page load (a forced layout, one more long task on a phone, Lighthouse). */}
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto' }} aria-label={t('nav.main')}>
        <nav aria-label={t('nav.main')}>
          {items.map((item) => {
            const Icon = item.icon;
            if (item.route) {
              const route = item.route;
              return (
                <NavLink
                  key={item.labelKey}
                  component={Link}
                  to={href(route)}
                  label={t(item.labelKey)}
                  leftSection={<Icon size={18} stroke={1.7} />}
                  active={isActivePath(pathname, route)}
                  onClick={onNavigate}
                />
              );
            }
            const children = item.children ?? [];
            const isGroupActive = children.some((child) => isActivePath(pathname, child.route));
            return (
              <NavLink
                key={item.labelKey}
                label={t(item.labelKey)}
                leftSection={<Icon size={18} stroke={1.7} />}
                defaultOpened={isGroupActive}
                childrenOffset={28}
              >
                {children.map((child) => (
                  <NavLink
                    key={child.route}
                    component={Link}
                    to={href(child.route)}
                    label={t(child.labelKey)}
                    active={isActivePath(pathname, child.route)}
                    onClick={onNavigate}
                  />
                ))}
              </NavLink>
            );
          })}
        </nav>
      </AppShell.Section>
    </>
  );
};
