import { type Company, formatSeoulHhmm } from '@jumun/shared';
import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNow } from '../../hooks/use-now';
import type { ScheduleValues } from '../../utils/business-hours-form';
import { parseSeoulDateTimeLocal, pauseForMinutes, pauseUntilEndOfToday } from '../../utils/pause-presets';
import { OpenStatusPreview } from './open-status-preview';

type LiveStatusCardProps = {
  base: Company;
  schedule: ScheduleValues['businessHours'];
  isDraft: boolean;
  saveNow: (change: (current: Company) => Company) => Promise<Company | null>;
  isSaving: boolean;
  canWrite: boolean;
};

const withPause = (company: Company, until: Date | null): Company => ({
  ...company,
  businessHours: { ...company.businessHours, pauseOrdersUntil: until ? until.toISOString() : null },
});

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
  const now = useNow(15_000);
  const [customUntil, setCustomUntil] = useState('');
  const savedHours = base.businessHours;
  const pausedUntil =
    savedHours.pauseOrdersUntil && Date.parse(savedHours.pauseOrdersUntil) > now.getTime()
      ? new Date(savedHours.pauseOrdersUntil)
      : null;
  const isLocked = !canWrite || isSaving;

  const pause = async (until: Date | null) => {
    const saved = await saveNow((current) => withPause(current, until));
    if (!saved) return;
    const message = until ? `${formatSeoulHhmm(until)}까지 주문을 멈췄습니다.` : '다시 주문을 받습니다.';
    notifications.show({ color: 'green', message });
  };

  const toggleSwitch = async (isOpen: boolean) => {
    const saved = await saveNow((current) => ({ ...current, isOpen }));
    if (saved)
      notifications.show({
        color: 'green',
        message: isOpen ? '운영 스위치를 켰습니다.' : '운영 스위치를 껐습니다.',
      });
  };

  const customDate = parseSeoulDateTimeLocal(customUntil);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label="지금 영업 상태">
      <Title order={2} fz="lg" mb="sm">
        지금 영업 상태
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="md">
          <Switch
            size="md"
            label="운영 스위치 (주문 받기)"
            description="끄면 영업 시간과 상관없이 손님이 주문할 수 없습니다. 바로 저장됩니다."
            checked={base.isOpen}
            disabled={isLocked}
            onChange={(event) => void toggleSwitch(event.currentTarget.checked)}
          />
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              주문 잠시 멈추기
            </Text>
            {pausedUntil ? (
              <Group gap="xs">
                <Text size="sm" c="orange" fw={600}>
                  {formatSeoulHhmm(pausedUntil)}까지 주문을 멈췄습니다
                </Text>
                <Button
                  size="compact-sm"
                  variant="light"
                  disabled={isLocked}
                  onClick={() => void pause(null)}
                >
                  지금 다시 받기
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
                30분
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={isLocked}
                onClick={() => void pause(pauseForMinutes(now, 60))}
              >
                1시간
              </Button>
              <Button
                size="xs"
                variant="default"
                disabled={isLocked}
                onClick={() => void pause(pauseUntilEndOfToday(savedHours, now))}
              >
                오늘 영업 종료
              </Button>
            </Group>
            <Group gap={6} align="flex-end">
              <TextInput
                type="datetime-local"
                size="xs"
                aria-label="멈출 시각 (서울 시간)"
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
                까지 멈추기
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
