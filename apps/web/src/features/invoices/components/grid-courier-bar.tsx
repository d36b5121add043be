import { type Courier, DEFAULT_COURIER } from '@jumun/shared';
import { Button, Card, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { invoicesText } from '../i18n';

export type CourierMode = 'global' | 'perRow';

type GridCourierBarProps = {
  mode: CourierMode;
  onModeChange: (mode: CourierMode) => void;
  globalCourier: Courier;
  onGlobalCourierChange: (courier: Courier) => void;
  courierOptions: { value: string; label: string }[];
  onApplyToChecked: (courier: Courier) => void;
};

/** The courier for every row, or one per row with a bulk setter for the checked rows. */
export const GridCourierBar = (props: GridCourierBarProps) => {
  const { mode, onModeChange, globalCourier, onGlobalCourierChange, courierOptions, onApplyToChecked } =
    props;
  const { t } = invoicesText.useT();
  const [bulkCourier, setBulkCourier] = useState<Courier>(DEFAULT_COURIER);

  return (
    <Card withBorder padding="md">
      <Group gap="md" align="flex-end">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('grid.courierMode')}
          </Text>
          <SegmentedControl
            value={mode}
            onChange={(value) => onModeChange(value as CourierMode)}
            data={[
              { value: 'global', label: t('grid.modeGlobal') },
              { value: 'perRow', label: t('grid.modePerRow') },
            ]}
          />
        </Stack>
        {mode === 'global' ? (
          <Select
            label={t('courier')}
            w={180}
            allowDeselect={false}
            value={globalCourier}
            data={courierOptions}
            onChange={(value) => onGlobalCourierChange((value as Courier | null) ?? DEFAULT_COURIER)}
          />
        ) : (
          <Group gap="xs" align="flex-end">
            <Select
              label={t('courier')}
              w={180}
              allowDeselect={false}
              value={bulkCourier}
              data={courierOptions}
              onChange={(value) => setBulkCourier((value as Courier | null) ?? DEFAULT_COURIER)}
            />
            <Button variant="light" onClick={() => onApplyToChecked(bulkCourier)}>
              {t('grid.applyToChecked')}
            </Button>
          </Group>
        )}
      </Group>
    </Card>
  );
};
