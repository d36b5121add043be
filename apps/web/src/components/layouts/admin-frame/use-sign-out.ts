import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { LOGIN_PATH } from '../../../config/paths';
import { signOut } from '../../../lib/auth/session';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';

/** Sign-out from the frame: the session ends on this device even when the server cannot be reached. */
export const useSignOut = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const run = async () => {
    setIsSigningOut(true);
    try {
      await signOut();
      notifications.show({ message: t('frame.signedOut'), color: 'green' });
    } catch (error) {
      notifications.show({
        message: t('frame.signOutUnconfirmed', { message: problemMessage(error) }),
        color: 'yellow',
      });
    } finally {
      setIsSigningOut(false);
      await navigate(LOGIN_PATH, { replace: true });
    }
  };

  return { signOut: run, isSigningOut };
};
