import { formatSeoulHhmm, pauseForMinutes, pauseUntilEndOfToday } from '@jumun/shared';
import { Badge, Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause } from '@tabler/icons-react';
import { useSetOrderPause } from '../../../lib/company/set-order-pause';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { toSaveProblem } from '../../../lib/save-problem';
import { businessTodayText } from '../i18n';

/**
 * The dashboard's pause switch (issue 13): in a rush the shop stops new orders for a while from the first screen,
 * with the same presets as 설정's live card, and takes them again with one tap. 직원 may use it too (issue 14): it
 * changes nothing but the pause.
 */
export const OrderPauseControl = () => {
  const { t } = businessTodayText.useT();
  const { company, canOperate: canPause } = useCurrentCompany();
  const save = useSetOrderPause();
  if (!company) return null;
  const now = new Date();
  const until = company.businessHours.pauseOrdersUntil;
  const pausedUntil = until && Date.parse(until) > now.getTime() ? new Date(until) : null;

  const pause = async (next: Date | null) => {
    try {
      await save.mutateAsync({ company, until: next });
      notifications.show({
        color: 'green',
        message: next ? t('pause.paused', { time: formatSeoulHhmm(next) }) : t('pause.resumed'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('pause.failed', { message: toSaveProblem(error).message }),
      });
    }
  };

  if (pausedUntil) {
    return (
      <Group gap={6} data-testid="order-pause">
        <Badge variant="light" color="orange">
          {t('pause.pausedUntil', { time: formatSeoulHhmm(pausedUntil) })}
        </Badge>
        <Button
          size="compact-sm"
          variant="light"
          disabled={!canPause}
          loading={save.isPending}
          onClick={() => void pause(null)}
        >
          {t('pause.resume')}
        </Button>
      </Group>
    );
  }
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPlayerPause size={14} />}
          disabled={!canPause}
          loading={save.isPending}
          data-testid="order-pause"
        >
          {t('pause.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void pause(pauseForMinutes(now, 30))}>{t('pause.minutes30')}</Menu.Item>
        <Menu.Item onClick={() => void pause(pauseForMinutes(now, 60))}>{t('pause.hour1')}</Menu.Item>
        <Menu.Item onClick={() => void pause(pauseUntilEndOfToday(company.businessHours, now))}>
          {t('pause.endOfToday')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
