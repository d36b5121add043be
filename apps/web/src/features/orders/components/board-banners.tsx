import { Alert } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { ordersText } from '../i18n';

type BoardBannersProps = { isSoundBlocked: boolean; isOnline: boolean; isStale: boolean };

/** What the board cannot do right now, said plainly: sound blocked, offline, or the live connection lost. */
export const BoardBanners = ({ isSoundBlocked, isOnline, isStale }: BoardBannersProps) => {
  const { t } = ordersText.useT();
  return (
    <>
      {isSoundBlocked ? (
        <Alert color="yellow" variant="light">
          {t('sound.blocked')}
        </Alert>
      ) : null}
      {!isOnline ? (
        <Alert color="red" variant="filled" role="alert" icon={<IconPlugConnectedX size={18} />}>
          {t('connection.offline')}
        </Alert>
      ) : isStale ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconPlugConnectedX size={18} />}
          data-testid="stale-banner"
        >
          {t('connection.lost')}
        </Alert>
      ) : null}
    </>
  );
};
