import {
  type Company,
  formatSeoulHhmm,
  pauseForMinutes,
  pauseUntilEndOfToday,
  withOrdersPausedUntil,
} from '@jumun/shared';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNow } from '../../hooks/use-now';
import { companySettingsText } from '../../i18n';
import type { ScheduleValues } from '../../utils/business-hours-form';
import { parseSeoulDateTimeLocal } from '../../utils/pause-presets';
import { OpenStatusPreview } from './open-status-preview';

type LiveStatusCardProps = {
  base: Company;
  schedule: ScheduleValues['businessHours'];
  isDraft: boolean;
  saveNow: (change: (current: Company) => Company) => Promise<Company | null>;
  isSaving: boolean;
  canWrite: boolean;
};

/**
 * The live switch (company.isOpen) and "pause orders until …": things done in the middle of a rush, so they
 * save at once instead of waiting for the form's save button.
 */
export const LiveStatusCard = ({
  base,
  schedule,
  isDraft,
  saveNow,
  isSaving,
  canWrite,
}: LiveStatusCardProps) => {
  const { t } = companySettingsText.useT();
  const now = useNow(15_000);
  const [customUntil, setCustomUntil] = useState('');
  const savedHours = base.businessHours;
  const pausedUntil =
    savedHours.pauseOrdersUntil && Date.parse(savedHours.pauseOrdersUntil) > now.getTime()
      ? new Date(savedHours.pauseOrdersUntil)
      : null;
  const isLocked = !canWrite || isSaving;

  const pause = async (until: Date | null) => {
    const saved = await saveNow((current) => withOrdersPausedUntil(current, until));
    if (!saved) return;
    const message = until ? t('live.paused', { time: formatSeoulHhmm(until) }) : t('live.resumed');
    notifications.show({ color: 'green', message });
  };

  const toggleSwitch = async (isOpen: boolean) => {
    const saved = await saveNow((current) => ({ ...current, isOpen }));
    if (saved)
      notifications.show({
        color: 'green',
        message: t(isOpen ? 'live.switchOn' : 'live.switchOff'),
      });
  };

  const customDate = parseSeoulDateTimeLocal(customUntil);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={t('live.title')}>
      <Title order={2} fz="lg" mb="sm">
        {t('live.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Switch
            size="md"
            label={t('live.switch')}
            description={t('live.switchHint')}
            checked={base.isOpen}
            disabled={isLocked}
            onChange={(event) => void toggleSwitch(event.currentTarget.checked)}
          />
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('live.pause')}
            </Text>
            {pausedUntil ? (
              <Group gap="xs">
                <Text size="sm" c="orange" fw={600}>
                  {t('live.pausedUntil', { time: formatSeoulHhmm(pausedUntil) })}
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={isLocked}
                  onClick={() => void pause(null)}
                >
                  {t('live.resumeNow')}
                </Button>
              </Group>
            ) : null}
            <Group gap={6}>
              <Button
                size="xs"
                variant="default"
                disabled={isLocked}
                onClick={() => void pause(pauseForMinutes(now, 30))}
              >
                {t('live.minutes30')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={isLocked}
                onClick={() => void pause(pauseForMinutes(now, 60))}
              >
                {t('live.hour1')}
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={isLocked}
                onClick={() => void pause(pauseUntilEndOfToday(savedHours, now))}
              >
                {t('live.endOfToday')}
              </Button>
            </Group>
            <Group gap={6} align="flex-end">
              <TextInput
                type="datetime-local"
                size="xs"
                aria-label={t('live.customUntil')}
                value={customUntil}
                onChange={(event) => setCustomUntil(event.currentTarget.value)}
                disabled={isLocked}
              />
              <Button
                size="xs"
                variant="light"
                disabled={isLocked || !customDate || customDate.getTime() <= now.getTime()}
                onClick={() => customDate && void pause(customDate)}
              >
                {t('live.pauseUntil')}
              </Button>
            </Group>
          </Stack>
        </Stack>
        <OpenStatusPreview
          hours={{ ...schedule, pauseOrdersUntil: savedHours.pauseOrdersUntil }}
          isOpenSwitch={base.isOpen}
          now={now}
          isDraft={isDraft}
        />
      </SimpleGrid>
    </Card>
  );
};
