import { Affix, Button, Group, Paper, Stack, Text, Transition } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../lib/i18n';
import { reloadWithGuard } from '../lib/reload-guard';

/** "새 버전이 있습니다" with a reload button (issue #4 §5); loaded only once a new build exists. */
export const NewVersionCard = ({ isAvailable }: { isAvailable: boolean }) => {
  const { t } = useTranslation();
  const [isBlocked, setIsBlocked] = useState(false);

  return (
    <Affix position={{ bottom: 16, right: 16, left: 16 }} zIndex={300}>
      <Transition mounted={isAvailable} transition="slide-up">
        {(styles) => (
          <Paper style={styles} shadow="lg" p="md" withBorder maw={420} ml="auto" role="alert">
            <Stack gap={6}>
              <Text fw={700}>{t('version.available')}</Text>
              <Text size="sm" c="dimmed">
                {isBlocked ? t('version.reloadBlocked') : t('version.availableBody')}
              </Text>
              <Group justify="flex-end">
                <Button
                  leftSection={<IconRefresh size={16} />}
                  onClick={() => setIsBlocked(!reloadWithGuard())}
                >
                  {t('version.reload')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </Transition>
    </Affix>
  );
};
