import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import type { BulkPriceEdit } from '../../hooks/use-bulk-price-edit';
import { catalogueText } from '../../i18n';

/** Save / cancel bar of the inline bulk price edit. */
export const BulkPriceBar = ({ edit }: { edit: BulkPriceEdit }) => {
  const { t } = catalogueText.useT();
  if (!edit.drafts) return null;
  return (
    <Paper
      withBorder
      p="sm"
      mb="md"
      radius="md"
      style={{ position: 'sticky', top: 8, zIndex: 3 }}
      shadow="sm"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          {t('products.bulk.editing', { count: edit.changedCount })}
          {edit.hasStale ? t('products.bulk.stale') : ''}
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={edit.cancel}>
            {t('products.bulk.cancel')}
          </Button>
          <Button onClick={edit.save} loading={edit.isSaving} disabled={edit.changedCount === 0}>
            {t('products.bulk.save')}
          </Button>
        </Group>
      </Group>
      {edit.error ? (
        <Alert color="red" mt="sm" role="alert">
          {edit.error}
        </Alert>
      ) : null}
    </Paper>
  );
};
