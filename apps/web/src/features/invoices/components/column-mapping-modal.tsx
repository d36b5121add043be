import { Button, Group, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { invoicesText } from '../i18n';
import type { ColumnMapping, CourierTable } from '../utils/column-mapping';

type ColumnMappingModalProps = {
  table: CourierTable;
  initial: ColumnMapping;
  onConfirm: (mapping: ColumnMapping) => void;
  onClose: () => void;
};

const FIELDS = ['name', 'phone', 'invoice'] as const;

/** The owner says which column of a courier file is name / phone / tracking number; remembered for that header. */
export const ColumnMappingModal = ({ table, initial, onConfirm, onClose }: ColumnMappingModalProps) => {
  const { t } = invoicesText.useT();
  const [mapping, setMapping] = useState(initial);
  const sample = table.body[0] ?? [];
  const columns = Array.from({ length: table.columnCount }, (_, column) => {
    const title = table.header?.[column] || t('grid.mapping.column', { number: column + 1 });
    const example = sample[column];
    return { value: String(column), label: example ? `${title} (${example})` : title };
  });
  const labels = { name: t('name'), phone: t('phone'), invoice: t('trackingNumber') };
  const chosen = FIELDS.map((field) => mapping[field]).filter((column) => column !== null);
  const isRepeated = new Set(chosen).size !== chosen.length;
  const canApply = mapping.phone !== null && mapping.invoice !== null && !isRepeated;

  return (
    <Modal opened onClose={onClose} title={t('grid.mapping.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('grid.mapping.description')}
        </Text>
        {FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={labels[field]}
            value={mapping[field] === null ? '' : String(mapping[field])}
            data={[{ value: '', label: t('grid.mapping.none') }, ...columns]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setMapping((current) => ({ ...current, [field]: value === '' ? null : Number(value) }));
            }}
          />
        ))}
        {isRepeated ? (
          <Text size="sm" c="red" role="alert">
            {t('grid.mapping.repeated')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('grid.mapping.cancel')}
          </Button>
          <Button disabled={!canApply} onClick={() => onConfirm(mapping)}>
            {t('grid.mapping.apply')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
