import type { CatalogueKind } from '@jumun/shared';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../../lib/router';
import { catalogueText, kindWords } from '../../i18n';

/** An edit page whose id is not (or no longer) in the company's catalogue. */
export const ItemNotFound = ({ kind, listPath }: { kind: CatalogueKind; listPath: string }) => {
  const { t } = catalogueText.useT();
  return (
    <Stack align="center" py="xl" gap="sm">
      <Title order={1} fz="xl">
        {t('notFound.title', { label: kindWords(kind).noun })}
      </Title>
      <Text c="dimmed" size="sm">
        {t('notFound.body')}
      </Text>
      <Button component={Link} to={listPath} variant="light">
        {t('notFound.back')}
      </Button>
    </Stack>
  );
};
