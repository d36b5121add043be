import { ORDER_TYPES, PAYMENT_METHODS, PROCESS_STATUSES } from '@jumun/shared';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ordersText } from '../i18n';
import type { BoardFilters } from '../utils/board-tabs';

type BoardToolbarProps = {
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  filters: BoardFilters;
  onFiltersChange: (filters: BoardFilters) => void;
};

/** The day (today by default) and the filters: one status (the dashboard's links set it), order type, payment method, order number or phone digits. */
export const BoardToolbar = ({ date, today, onDateChange, filters, onFiltersChange }: BoardToolbarProps) => {
  const { t } = ordersText.useT();
  const all = { value: 'all', label: t('filters.all') };
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label={t('date')}
        value={date}
        max={today}
        onChange={(event) => event.currentTarget.value && onDateChange(event.currentTarget.value)}
        w={150}
      />
      {date !== today ? (
        <Button variant="default" onClick={() => onDateChange(today)}>
          {t('today')}
        </Button>
      ) : null}
      <Select
        label={t('filters.status')}
        data={[all, ...PROCESS_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))]}
        value={filters.processStatus}
        onChange={(value) =>
          onFiltersChange({ ...filters, processStatus: (value ?? 'all') as BoardFilters['processStatus'] })
        }
        allowDeselect={false}
        w={120}
      />
      <Select
        label={t('filters.orderType')}
        data={[all, ...ORDER_TYPES.map((value) => ({ value, label: t(`orderType.${value}`) }))]}
        value={filters.orderType}
        onChange={(value) =>
          onFiltersChange({ ...filters, orderType: (value ?? 'all') as BoardFilters['orderType'] })
        }
        allowDeselect={false}
        w={110}
      />
      <Select
        label={t('filters.payment')}
        data={[all, ...PAYMENT_METHODS.map((value) => ({ value, label: t(`paymentMethod.${value}`) }))]}
        value={filters.paymentMethod}
        onChange={(value) =>
          onFiltersChange({ ...filters, paymentMethod: (value ?? 'all') as BoardFilters['paymentMethod'] })
        }
        allowDeselect={false}
        w={150}
      />
      <TextInput
        aria-label={t('filters.search')}
        placeholder={t('filters.searchShort')}
        leftSection={<IconSearch size={16} />}
        value={filters.query}
        onChange={(event) => onFiltersChange({ ...filters, query: event.currentTarget.value })}
        inputMode="numeric"
        style={{ flex: 1, minWidth: 140 }}
      />
    </Group>
  );
};
