import { CATALOGUE_KINDS, type CatalogueKind } from '@jumun/shared';
import { Card, Group, Loader, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconBox, IconCategory, IconListDetails, IconStack2 } from '@tabler/icons-react';
import { href, type RouteName } from '../../../config/paths';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { useCatalogueList, useSyncState } from '../../../lib/sync';

const KIND_META: Record<CatalogueKind, { icon: typeof IconBox; route: RouteName }> = {
  product: { icon: IconBox, route: 'admin-product' },
  category: { icon: IconCategory, route: 'admin-category' },
  option: { icon: IconListDetails, route: 'admin-option' },
  optionGroup: { icon: IconStack2, route: 'admin-option-group' },
};

/**
 * How many items of a kind the company has: the synced catalogue's list (lib/sync), which every back-office tab
 * keeps already, from the device's cache at once and live afterwards. Reading the lists again here only to count
 * them downloaded the whole catalogue twice on every dashboard visit.
 */
const KindCount = ({ kind }: { kind: CatalogueKind }) => {
  const { t } = useTranslation();
  const { items, isLoaded } = useCatalogueList(kind);
  const failed = useSyncState((state) => !state.isSuccess);
  if (isLoaded) return t('pages.dashboard.count', { count: items.length });
  if (failed)
    return (
      <Text span size="sm" c="red">
        {t('pages.dashboard.countFailed')}
      </Text>
    );
  return <Loader size="sm" />;
};

/** Product / category / option / option-group counts of the current company, each linking to its list. */
export const CatalogueCounts = () => {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
      {CATALOGUE_KINDS.map((kind) => {
        const { icon: Icon, route } = KIND_META[kind];
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
              <KindCount kind={kind} />
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
};
