import { CATALOGUE_KINDS, type CatalogueKind } from '@jumun/shared';
import { Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconCategory, IconListDetails, IconStack2 } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { href, type RouteName } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { catalogueCountQueryOptions } from '../api/get-catalogue-count';

const KIND_META: Record<CatalogueKind, { icon: typeof IconBox; route: RouteName }> = {
  product: { icon: IconBox, route: 'admin-product' },
  category: { icon: IconCategory, route: 'admin-category' },
  option: { icon: IconListDetails, route: 'admin-option' },
  optionGroup: { icon: IconStack2, route: 'admin-option-group' },
};

/** Product / category / option / option-group counts of the current company, each linking to its list. */
export const CatalogueCounts = ({ companyId }: { companyId: string }) => {
  const { t } = useTranslation();
  const counts = useQueries({
    queries: CATALOGUE_KINDS.map((kind) => catalogueCountQueryOptions(kind, companyId)),
  });
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {CATALOGUE_KINDS.map((kind, index) => {
        const { icon: Icon, route } = KIND_META[kind];
        const query = counts[index];
        const [label] = t(`pages.catalogue.${kind}`, { returnObjects: true }) as string[];
        return (
          <Card key={kind} withBorder padding="md" component={Link} to={href(route)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Text size="sm" c="dimmed" fw={500}>
                {label}
              </Text>
              <ThemeIcon variant="light" size="md" color="green">
                <Icon size={16} />
              </ThemeIcon>
            </Group>
            <Text fz={28} fw={700} mt={4} data-testid={`count-${kind}`}>
              {query?.isPending ? (
                <Loader size="sm" />
              ) : query?.isError ? (
                <Text span size="sm" c="red">
                  {t('pages.dashboard.countFailed')}
                </Text>
              ) : (
                t('pages.dashboard.count', { count: query?.data ?? 0 })
              )}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
