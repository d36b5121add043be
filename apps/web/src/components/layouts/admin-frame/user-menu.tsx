import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { href, LOGIN_PATH } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-store';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useSignOut } from './use-sign-out';

/** Account menu: profile and sign-out; a sign-in button for visitors of the open pages. */
export const UserMenu = () => {
  const { t } = useTranslation();
  const { user } = useAuth();
  const { administrator } = useCurrentCompany();
  const { signOut, isSigningOut } = useSignOut();

  if (!user) {
    return (
      <Button component={Link} to={LOGIN_PATH} size="sm">
        {t('frame.signIn')}
      </Button>
    );
  }
  const name = administrator?.securedUserName || (administrator ? `****-${administrator.phoneSuffix}` : '');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('frame.account')}>
          <IconUserCircle size={22} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {name ? (
          <Menu.Label>
            <Text size="xs" truncate maw={200}>
              {name}
            </Text>
          </Menu.Label>
        ) : null}
        <Menu.Item component={Link} to={href('admin-me')} leftSection={<IconUserCircle size={16} />}>
          {t('nav.me')}
        </Menu.Item>
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOut()}
          disabled={isSigningOut}
        >
          {t('frame.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
