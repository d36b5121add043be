import { formatSeoulHhmm, pauseForMinutes, pauseUntilEndOfToday } from '@jumun/shared';
import { Badge, Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPause } from '@tabler/icons-react';
import { useSetOrderPause } from '../../lib/company/set-order-pause';
import { useCurrentCompany } from '../../lib/company/use-current-company';
import { useTranslation } from '../../lib/i18n';
import { toSaveProblem } from '../../lib/save-problem';

/**
 * The pause switch of the dashboard and the order board (issues 12, 13): in a rush the shop stops new orders for a
 * while, with the same presets as 설정's live card, and takes them again with one tap. While paused it says until
 * when, so the board never looks open when it is not. 직원 may use it too (issue 14, decision 029).
 */
export const OrderPauseControl = () => {
  const { t } = useTranslation();
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
        message: next ? t('orderPause.paused', { time: formatSeoulHhmm(next) }) : t('orderPause.resumed'),
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        message: t('orderPause.failed', { message: toSaveProblem(error).message }),
      });
    }
  };

  if (pausedUntil) {
    return (
      <Group gap={6} data-testid="order-pause">
        <Badge variant="light" color="orange">
          {t('orderPause.pausedUntil', { time: formatSeoulHhmm(pausedUntil) })}
        </Badge>
        <Button
          size="compact-sm"
          variant="light"
          disabled={!canPause}
          loading={save.isPending}
          onClick={() => void pause(null)}
        >
          {t('orderPause.resume')}
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
          {t('orderPause.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void pause(pauseForMinutes(now, 30))}>
          {t('orderPause.minutes30')}
        </Menu.Item>
        <Menu.Item onClick={() => void pause(pauseForMinutes(now, 60))}>{t('orderPause.hour1')}</Menu.Item>
        <Menu.Item onClick={() => void pause(pauseUntilEndOfToday(company.businessHours, now))}>
          {t('orderPause.endOfToday')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
};
