import { PREP_MINUTES_MAX } from '@jumun/shared';
import { ActionIcon, Button, Chip, Group, Modal, Stack, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ordersText } from '../i18n';

const STEP = 5;
const QUICK = [10, 15, 20, 30, 45, 60];

type AcceptDialogProps = {
  orderNumber: number;
  defaultMinutes: number;
  onAccept: (prepMinutes: number) => void;
  onClose: () => void;
};

/** Accept with a preparation time in 5-minute steps (issue 12 §4); starts at the shop's default. */
export const AcceptDialog = ({ orderNumber, defaultMinutes, onAccept, onClose }: AcceptDialogProps) => {
  const { t } = ordersText.useT();
  const [minutes, setMinutes] = useState(defaultMinutes);
  const change = (delta: number) =>
    setMinutes((value) => Math.min(PREP_MINUTES_MAX, Math.max(0, value + delta)));
  return (
    <Modal opened onClose={onClose} title={t('accept.title', { number: orderNumber })} centered>
      <Stack gap="md">
        <Text size="sm" fw={600} id="prep-minutes-label">
          {t('accept.prepMinutes')}
        </Text>
        <Group justify="center" gap="lg">
          <ActionIcon
            size={56}
            variant="default"
            radius="xl"
            aria-label={t('accept.less')}
            onClick={() => change(-STEP)}
          >
            <IconMinus size={24} />
          </ActionIcon>
          <Text
            fz={40}
            fw={700}
            miw={140}
            ta="center"
            aria-live="polite"
            aria-labelledby="prep-minutes-label"
          >
            {t('accept.minutes', { count: minutes })}
          </Text>
          <ActionIcon
            size={56}
            variant="default"
            radius="xl"
            aria-label={t('accept.more')}
            onClick={() => change(STEP)}
          >
            <IconPlus size={24} />
          </ActionIcon>
        </Group>
        <Chip.Group value={String(minutes)} onChange={(value) => setMinutes(Number(value))}>
          <Group justify="center" gap="xs">
            {QUICK.map((value) => (
              <Chip key={value} value={String(value)} size="md">
                {t('accept.minutes', { count: value })}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Button size="lg" fullWidth onClick={() => onAccept(minutes)} data-autofocus>
          {t('accept.submit', { minutes })}
        </Button>
      </Stack>
    </Modal>
  );
};
