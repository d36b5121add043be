import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { changeLanguage, type Language, useTranslation } from '../../../lib/i18n';

const LANGUAGE_NAMES: Record<Language, string> = { ko: '한국어', en: 'English' };

/** Korean is the default; English for staff who prefer it. */
export const LanguageMenu = () => {
  const { t, i18n } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('frame.language')}>
          <IconLanguage size={20} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('frame.language')}</Menu.Label>
        {(Object.keys(LANGUAGE_NAMES) as Language[]).map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            rightSection={i18n.language === language ? <IconCheck size={14} /> : null}
            onClick={() => void changeLanguage(language)}
          >
            {LANGUAGE_NAMES[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};
