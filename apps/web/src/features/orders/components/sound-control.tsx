import { Button, Group, Text } from '@mantine/core';
import { IconBell, IconBellOff, IconVolume } from '@tabler/icons-react';
import type { useOrderAlert } from '../hooks/use-order-alert';
import { ordersText } from '../i18n';

/** "소리 켜기" (one tap, because browsers block autoplay), the acknowledge button while it rings, and the mute. */
export const SoundControl = ({ alert }: { alert: ReturnType<typeof useOrderAlert> }) => {
  const { t } = ordersText.useT();
  return (
    <Group gap="xs">
      {/* biome-ignore lint/a11y/useMediaCaption: an alert chime has no words to caption */}
      <audio ref={alert.attachAudio} loop preload="auto" data-testid="order-alert-audio" />
      {alert.isRinging ? (
        <Button
          color="yellow"
          // Dark text on the yellow: white on it reads at 2.5:1 (WCAG AA wants 4.5:1).
          autoContrast
          size="md"
          leftSection={<IconBell size={18} />}
          onClick={() => alert.acknowledge()}
        >
          {t('sound.acknowledge', { count: alert.unacknowledgedCount })}
        </Button>
      ) : null}
      {!alert.isSoundOn || alert.isBlocked ? (
        <Button size="md" variant="filled" leftSection={<IconVolume size={18} />} onClick={alert.turnSoundOn}>
          {t('sound.enable')}
        </Button>
      ) : (
        <>
          <Text size="sm" c="dimmed" role="status">
            {t('sound.enabled')}
          </Text>
          <Button
            size="md"
            variant="default"
            leftSection={<IconBellOff size={18} />}
            onClick={alert.turnSoundOff}
          >
            {t('sound.disable')}
          </Button>
        </>
      )}
    </Group>
  );
};
