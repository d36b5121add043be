import { ActionIcon, Button, Group, type MantineColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { changeLanguage, useTranslation } from '../../../lib/i18n';

const NEXT_SCHEME: Record<MantineColorScheme, MantineColorScheme> = {
  light: 'dark',
  dark: 'auto',
  auto: 'light',
};
const SCHEME_ICONS = { light: IconSun, dark: IconMoon, auto: IconDeviceDesktop } as const;

/**
 * Colour mode and language on the sign-in page as plain buttons: the frame's dropdown menus would pull the
 * popover machinery into the sign-in bundle (budget: 200 kB gzip).
 */
export const LoginPreferences = () => {
  const { t, i18n } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const Icon = SCHEME_ICONS[colorScheme];
  const isEnglish = i18n.language === 'en';
  return (
    <Group justify="flex-end" p="sm" gap={4}>
      <Button
        variant="subtle"
        color="gray"
        size="compact-sm"
        lang={isEnglish ? 'ko' : 'en'}
        onClick={() => void changeLanguage(isEnglish ? 'ko' : 'en')}
      >
        {isEnglish ? '한국어' : 'English'}
      </Button>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={`${t('colorScheme.label')}: ${t(`colorScheme.${colorScheme}`)}`}
        title={`${t('colorScheme.label')}: ${t(`colorScheme.${colorScheme}`)}`}
        onClick={() => setColorScheme(NEXT_SCHEME[colorScheme])}
      >
        <Icon size={20} />
      </ActionIcon>
    </Group>
  );
};
