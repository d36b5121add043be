import { type CancelReason, type Order, PROCESS_STATUSES, type ProcessStatus } from '@jumun/shared';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { OrderPauseControl } from '../../../components/company/order-pause-control';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryKeys } from '../../../lib/query-keys';
import { useSearchParams } from '../../../lib/router';
import { toSaveProblem } from '../../../lib/save-problem';
import { boardOrdersQueryOptions, confirmOrderPayment } from '../api/orders.api';
import { useBoardHeartbeat } from '../hooks/use-board-heartbeat';
import { useIsOnline, useNow } from '../hooks/use-clock';
import { useLiveBoard } from '../hooks/use-live-board';
import { useOrderAlert } from '../hooks/use-order-alert';
import { usePrinter } from '../hooks/use-printer';
import { useStatusQueue } from '../hooks/use-status-queue';
import { ordersText } from '../i18n';
import {
  BOARD_TABS,
  type BoardFilters,
  type BoardTab,
  groupBoard,
  isUnfiltered,
  NO_FILTERS,
  tabOf,
  withOpenOfDayBefore,
} from '../utils/board-tabs';
import { dayBefore, seoulToday, toSearchDate } from '../utils/times';
import { AcceptDialog } from './accept-dialog';
import { BoardBanners } from './board-banners';
import { BoardToolbar } from './board-toolbar';
import { CancelDialog } from './cancel-dialog';
import { OrderCard } from './order-card';
import { OrderDetailDrawer } from './order-detail-drawer';
import { PrintSlip } from './print-slip';
import { ReprintDialog } from './reprint-dialog';
import { SoundControl } from './sound-control';

/**
 * /admin/orders: the order board (issue 12), made for a tablet by the counter. New orders arrive live with a chime
 * until acknowledged; each card offers only what the shared transition table allows; taps made offline wait and
 * are sent when the network is back; a lost live connection says so.
 */
export const OrdersPage = () => {
  const { t } = ordersText.useT();
  const { companyId, company } = useCurrentCompany();
  const queryClient = useQueryClient();
  const now = useNow(30_000);
  const today = seoulToday(now);
  // null follows today: a board left open over midnight turns to the new day by itself.
  const [chosenDate, setChosenDate] = useState<string | null>(null);
  const date = chosenDate ?? today;
  const isToday = date === today;
  // The dashboard links here with ?status=<processStatus> (issue 13): that status's tab, showing that status only.
  const [searchParams] = useSearchParams();
  const linkedStatus = searchParams.get('status');
  const initialStatus =
    linkedStatus && (PROCESS_STATUSES as readonly string[]).includes(linkedStatus)
      ? (linkedStatus as ProcessStatus)
      : null;
  const [tab, setTab] = useState<BoardTab>(() =>
    initialStatus ? tabOf({ processStatus: initialStatus }) : 'waiting',
  );
  const [filters, setFilters] = useState<BoardFilters>(() =>
    initialStatus ? { ...NO_FILTERS, processStatus: initialStatus } : NO_FILTERS,
  );
  const [accepting, setAccepting] = useState<Order | null>(null);
  const [cancelling, setCancelling] = useState<Order | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const isOnline = useIsOnline();

  const ordersQuery = useQuery(boardOrdersQueryOptions(companyId, toSearchDate(date)));
  const dayBeforeQuery = useQuery({
    ...boardOrdersQueryOptions(companyId, toSearchDate(dayBefore(today))),
    enabled: Boolean(companyId) && isToday,
  });
  const orders = useMemo(
    () =>
      ordersQuery.data && isToday
        ? withOpenOfDayBefore(ordersQuery.data, dayBeforeQuery.data)
        : ordersQuery.data,
    [ordersQuery.data, dayBeforeQuery.data, isToday],
  );
  const { isStale } = useLiveBoard(companyId);
  useBoardHeartbeat(companyId);
  const { submit, pending } = useStatusQueue(companyId);
  const alert = useOrderAlert(isToday ? orders : undefined);
  const printer = usePrinter(companyId);
  const groups = useMemo(() => groupBoard(orders ?? [], filters), [orders, filters]);
  const openOrder = orders?.find((order) => order.id === openId) ?? null;

  const advance = (order: Order, to: ProcessStatus) => {
    alert.acknowledge([order.id]);
    void submit(order, { from: order.processStatus, to });
  };
  const accept = (order: Order, prepMinutes: number) => {
    setAccepting(null);
    alert.acknowledge([order.id]);
    void submit(order, { from: order.processStatus, to: 'ordered', prepMinutes });
    if (printer.autoPrint) printer.print(order, 'kitchen');
  };
  const cancel = (order: Order, cancelReason: CancelReason, cancelReasonText: string) => {
    setCancelling(null);
    alert.acknowledge([order.id]);
    void submit(order, { from: order.processStatus, to: 'cancelled', cancelReason, cancelReasonText });
  };
  const confirmPayment = async (order: Order) => {
    try {
      const method = order.paymentMethod === 'bank' ? 'bank' : 'onsite';
      await confirmOrderPayment(companyId, order.id, { method }, newIdempotencyKey());
      notifications.show({
        color: 'green',
        message: t('card.paymentConfirmed', { number: order.orderNumber }),
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.order.lists() });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('result.failed', { number: order.orderNumber }),
        message: toSaveProblem(error).message,
      });
    }
  };

  const actions = {
    onAccept: (order: Order) => setAccepting(order),
    onCancel: (order: Order) => setCancelling(order),
    onAdvance: advance,
    onConfirmPayment: (order: Order) => void confirmPayment(order),
    onOpen: (order: Order) => setOpenId(order.id),
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Title order={1} fz="xl">
            {t('title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subtitle')}
          </Text>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <OrderPauseControl />
          <SoundControl alert={alert} />
          <Switch
            label={t('print.autoPrint')}
            checked={printer.autoPrint}
            onChange={(event) => printer.setAutoPrint(event.currentTarget.checked)}
          />
        </Stack>
      </Group>
      <BoardBanners isSoundBlocked={alert.isBlocked} isOnline={isOnline} isStale={isStale} />

      <BoardToolbar
        date={date}
        today={today}
        onDateChange={(next) => setChosenDate(next === today ? null : next)}
        filters={filters}
        onFiltersChange={setFilters}
      />

      {ordersQuery.isError ? (
        <Alert color="red" variant="light" title={t('loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{toSaveProblem(ordersQuery.error).message}</Text>
            <Button size="xs" variant="default" onClick={() => void ordersQuery.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      ) : null}

      <Tabs value={tab} onChange={(value) => value && setTab(value as BoardTab)} keepMounted={false}>
        <Tabs.List grow>
          {BOARD_TABS.map((name) => (
            <Tabs.Tab key={name} value={name} fz="md" py="md">
              <Group gap={6} wrap="nowrap">
                {t(`tabs.${name}`)}
                <Badge
                  size="lg"
                  circle={groups[name].length < 10}
                  // The alert colour only while orders are waiting: a yellow 0 would call the staff for nothing.
                  color={name === 'waiting' && groups[name].length > 0 ? 'yellow' : 'gray'}
                  autoContrast
                >
                  {groups[name].length}
                </Badge>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {BOARD_TABS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            {ordersQuery.isPending && companyId ? (
              <Group justify="center" py="xl">
                <Loader />
              </Group>
            ) : groups[name].length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {isUnfiltered(filters) ? t(`empty.${name}`) : t('empty.filtered')}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
                {groups[name].map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    pending={pending.get(order.id)}
                    now={now}
                    {...actions}
                  />
                ))}
              </SimpleGrid>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      {accepting ? (
        <AcceptDialog
          orderNumber={accepting.orderNumber}
          defaultMinutes={company?.orderSettings.defaultPrepMinutes ?? 15}
          onAccept={(minutes) => accept(accepting, minutes)}
          onClose={() => setAccepting(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelDialog
          order={cancelling}
          onConfirm={(reason, text) => cancel(cancelling, reason, text)}
          onClose={() => setCancelling(null)}
        />
      ) : null}
      <OrderDetailDrawer order={openOrder} onClose={() => setOpenId(null)} onPrint={printer.print} />
      {printer.job ? (
        <PrintSlip
          order={printer.job.order}
          kind={printer.job.kind}
          shopName={company?.businessInfo.shopName ?? ''}
        />
      ) : null}
      {printer.confirming ? (
        <ReprintDialog job={printer.confirming} onPrint={printer.printAgain} onCancel={printer.cancelAgain} />
      ) : null}
    </Stack>
  );
};
