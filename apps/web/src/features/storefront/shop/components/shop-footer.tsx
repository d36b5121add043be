import type { PublicCompany } from '@jumun/shared';
import {
  ActionIcon,
  Box,
  Button,
  Group,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { changeLanguage } from '../../../../lib/i18n';
import { useStorefrontT } from '../../i18n';

/**
 * The bottom of a shop's pages: the business details Korean law asks online sellers to show (상호, 대표자, 주소,
 * 사업자등록번호, 통신판매업), then language and light/dark — plain toggles, no menus to download.
 */
export const ShopFooter = ({ company }: { company?: PublicCompany }) => {
  const { t, i18n } = useStorefrontT();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const info = company?.businessInfo;
  const lines = info
    ? [
        [t('shop.infoLines.shopName'), info.shopName],
        [t('shop.infoLines.ceoName'), info.ceoName],
        [t('shop.infoLines.address'), info.road_address_name || info.address_name],
        [t('shop.infoLines.phone'), company?.contactInfo.securedLandlineMain ?? ''],
        [t('shop.infoLines.registration'), info.businessRegistrationNumber],
        [t('shop.infoLines.telecom'), info.telecomBusinessNumber ?? ''],
      ].filter(([, value]) => value)
    : [];
  return (
    <Box component="footer" px="md" pt="xl" pb="xl" bg="var(--mantine-color-default-hover)">
      {lines.length > 0 ? (
        <Box component="dl" m={0} aria-label={t('shop.info')}>
          {lines.map(([label, value]) => (
            <Group key={label} gap={8} wrap="nowrap" align="flex-start">
              <Text component="dt" size="xs" c="dimmed" w={96} style={{ flex: 'none' }}>
                {label}
              </Text>
              <Text component="dd" size="xs" c="dimmed" m={0}>
                {value}
              </Text>
            </Group>
          ))}
        </Box>
      ) : null}
      <Group gap="xs" mt="lg">
        <Button
          variant="default"
          size="sm"
          // The visible language name is the accessible name (WCAG 2.5.3); the purpose goes in the tooltip.
          title={t('common.languageLabel')}
          onClick={() => void changeLanguage(i18n.language === 'en' ? 'ko' : 'en')}
          lang={i18n.language === 'en' ? 'ko' : 'en'}
        >
          {t('common.language')}
        </Button>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={scheme === 'dark' ? t('common.colorScheme.toLight') : t('common.colorScheme.toDark')}
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
        </ActionIcon>
      </Group>
    </Box>
  );
};
