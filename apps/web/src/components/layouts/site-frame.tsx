import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { registerPageWords } from '../../lib/i18n/page-words';
import { Link, Outlet } from '../../lib/router';
import { BrandMark } from '../ui/brand-mark';
import { ColorSchemeMenu } from './admin-frame/color-scheme-menu';
import { LanguageMenu } from './admin-frame/language-menu';

registerPageWords();

/** Frame of the public and customer pages: brand, language and colour mode, then the page. */
export const SiteFrame = () => {
  const { t } = useTranslation();
  return (
    <Box mih="100dvh">
      <Box
        component="header"
        py="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Container size="lg">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to="/" underline="never" c="inherit">
              <Group gap="xs" wrap="nowrap">
                <BrandMark />
                <Text fw={700}>{t('common.appName')}</Text>
              </Group>
            </Anchor>
            <Group gap={4} wrap="nowrap">
              <LanguageMenu />
              <ColorSchemeMenu />
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="lg" component="main" py="xl" id="main">
        <Outlet />
      </Container>
    </Box>
  );
};
