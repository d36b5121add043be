import { formatNextOpenMessage, getOpenStatus } from '@jumun/shared';
import { Alert, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { storefrontQueryOptions } from '../api/get-storefront';
import { customerPrice, formatWon, groupMenu } from '../utils/group-menu';

/** /user/:companyId: a shop's menu and prices as its customers see them (ordering comes later). */
export const StorefrontPage = () => {
  const { t } = useTranslation();
  const { companyId = '' } = useParams();
  const { data, error, isPending } = useQuery(storefrontQueryOptions(companyId));

  if (isPending) return <Skeleton h={240} />;
  if (error) {
    return (
      <Alert color="red" variant="light">
        {t('pages.storefront.loadFailed', { message: error.message })}
      </Alert>
    );
  }
  const { company, products, categories } = data;
  const sections = groupMenu(products, categories);
  const now = new Date();
  // Hours, closure days, pauses and the live switch together: the shared answer to "open now?" (issue #6 §2).
  const status = getOpenStatus(company.businessHours, company.isOpen, now);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="sm">
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {company.businessInfo.shopName || company.id}
          </Title>
          <Badge color={status.isOpen ? 'green' : 'gray'} variant="light">
            {status.isOpen ? t('pages.storefront.open') : t('pages.storefront.closed')}
          </Badge>
        </Group>
        {status.isOpen ? null : (
          <Text size="sm" fw={600}>
            {formatNextOpenMessage(status, now)}
          </Text>
        )}
        {company.isNoticeDisplay && company.notice ? (
          <Alert variant="light" color="blue" title={t('pages.storefront.notice')}>
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {company.notice}
            </Text>
          </Alert>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('pages.storefront.orderingSoon')}
        </Text>
      </Stack>
      {sections.length === 0 ? <Text c="dimmed">{t('pages.storefront.noProducts')}</Text> : null}
      {sections.map((section) => (
        <Stack key={section.id || 'rest'} gap="sm">
          <Title order={2} fz="lg">
            {section.name ?? t('pages.storefront.uncategorised')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {section.products.map((product) => (
              <Card key={product.id} withBorder padding="md">
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>{product.productName}</Text>
                    {product.description ? (
                      <Text size="sm" c="dimmed" lineClamp={2}>
                        {product.description}
                      </Text>
                    ) : null}
                  </Stack>
                  <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
                    {product.isSoldOut ? <Badge color="red">{t('pages.storefront.soldOut')}</Badge> : null}
                    <Text fw={700}>{formatWon(customerPrice(product))}</Text>
                    {customerPrice(product) < product.priceOriginal ? (
                      <Text size="xs" c="dimmed" td="line-through">
                        {formatWon(product.priceOriginal)}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  );
};
