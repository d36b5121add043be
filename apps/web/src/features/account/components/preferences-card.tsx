import {
  Card,
  type MantineColorScheme,
  SegmentedControl,
  Stack,
  Text,
  Title,
  useMantineColorScheme,
} from '@mantine/core';
import { changeLanguage, type Language, useTranslation } from '../../../lib/i18n';

/** Colour mode (light / dark / system) and language of this device. */
export const PreferencesCard = () => {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('pages.me.preferences')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('colorScheme.label')}
          </Text>
          <SegmentedControl
            value={colorScheme}
            onChange={(value) => setColorScheme(value as MantineColorScheme)}
            data={(['light', 'dark', 'auto'] as const).map((value) => ({
              value,
              label: t(`colorScheme.${value}`),
            }))}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('frame.language')}
          </Text>
          <SegmentedControl
            value={i18n.language === 'en' ? 'en' : 'ko'}
            onChange={(value) => void changeLanguage(value as Language)}
            data={[
              { value: 'ko', label: '한국어' },
              { value: 'en', label: 'English' },
            ]}
          />
        </Stack>
      </Stack>
    </Card>
  );
};
