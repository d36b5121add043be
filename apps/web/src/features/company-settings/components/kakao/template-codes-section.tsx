import { CUSTOMER_NOTIFICATION_EVENTS, type KakaoTemplateList } from '@jumun/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { OTHER_TEMPLATE_CODES } from '../../utils/kakao-form';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';
import { MessageTemplateCard } from './message-template-card';
import { TemplateCodeInput } from './template-code-input';

/**
 * 알림톡 템플릿 (issue 12): each customer message with its template code, its wording and a preview rendered by the
 * outbox's own function; then the codes of the messages other screens send. With the channel's template list from
 * Aligo (`list`, issue 15), each code shows that template's own review state.
 */
export const TemplateCodesSection = ({
  form,
  shopName,
  list,
}: {
  form: KakaoForm;
  shopName: string;
  list: KakaoTemplateList | undefined;
}) => {
  const { t } = companySettingsText.useT();
  const sample = {
    shopName,
    cancelReason: t('templates.sample.cancelReason'),
    couponName: t('templates.sample.couponName'),
    customerName: t('templates.sample.customerName'),
    courier: t('templates.sample.courier'),
  };
  return (
    <SettingsSection title={t('templates.title')} description={t('templates.description')}>
      <Stack gap="sm">
        {CUSTOMER_NOTIFICATION_EVENTS.map((event) => (
          <MessageTemplateCard key={event} form={form} event={event} sample={sample} list={list} />
        ))}
        <Text fw={600} size="sm" mt="sm">
          {t('templates.otherCodes')}
        </Text>
        {OTHER_TEMPLATE_CODES.map((field) => (
          <Paper key={field} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
                <Text fw={600} size="sm">
                  {t(`templates.events.${field}.label`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`templates.events.${field}.hint`)}
                </Text>
              </Stack>
              <TemplateCodeInput form={form} field={field} list={list} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </SettingsSection>
  );
};
