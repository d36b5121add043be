import { Badge, Card, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n';
import { PageHeader } from './page-header';

type FeaturePreviewProps = {
  title: string;
  description: string;
  /** What the screen will let the owner do. */
  points: string[];
  /** Why it is not there yet, said plainly. */
  status: string;
  children?: ReactNode;
};

/**
 * An honest page for a feature whose server side does not exist yet: what it is for, what it will do, and
 * its status. No fake data.
 */
export const FeaturePreview = ({ title, description, points, status, children }: FeaturePreviewProps) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageHeader title={title} description={description} />
      <Card withBorder padding="lg">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('pages.preview.whatItDoes')}
          </Title>
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={20} radius="xl" variant="light">
                <IconCircleCheck size={14} />
              </ThemeIcon>
            }
          >
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </Card>
      <Card withBorder padding="lg">
        <Stack gap={6}>
          <Badge variant="light" color="blue" w="fit-content">
            {t('common.comingSoon')}
          </Badge>
          <Text size="sm">{status}</Text>
        </Stack>
      </Card>
      {children}
    </Stack>
  );
};

/** FeaturePreview whose words live under `{i18nKey}.title|description|points|status`. */
export const TranslatedFeaturePreview = ({
  i18nKey,
  children,
}: {
  i18nKey: string;
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <FeaturePreview
      title={t(`${i18nKey}.title`)}
      description={t(`${i18nKey}.description`)}
      points={t(`${i18nKey}.points`, { returnObjects: true }) as string[]}
      status={t(`${i18nKey}.status`)}
    >
      {children}
    </FeaturePreview>
  );
};
