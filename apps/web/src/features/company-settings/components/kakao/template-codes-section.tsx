import {
  type KakaoTemplateList,
  NOTIFICATION_EVENTS,
  NOTIFICATION_LINK_BUTTONS,
  NOTIFICATION_TEMPLATE_FIELDS,
  type NotificationEvent,
  renderOrderNotification,
} from '@jumun/shared';
import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { TEMPLATE_EVENTS } from '../../utils/kakao-form';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';
import { TemplateReviewBadge } from './template-review-badge';

/** The order messages sent with a template field, in the order an order goes through them. */
const eventsOf = (field: string): NotificationEvent[] =>
  NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_TEMPLATE_FIELDS[event] === field);

/** The login-link button the field's messages carry (issue 15), which its template must declare. */
const buttonOf = (field: string) =>
  eventsOf(field)
    .map((event) => (NOTIFICATION_LINK_BUTTONS as Partial<Record<NotificationEvent, string>>)[event])
    .find(Boolean);

/** A sample order, so the owner reads the message a customer gets (the same function the server's outbox sends). */
const previewOf = (event: NotificationEvent, shopName: string, cancelReason: string) =>
  renderOrderNotification(event, {
    shopName,
    orderNumber: 12,
    readyAt: '14:05',
    cancelReason,
    stampCount: 1,
  });

/**
 * One Aligo template code per event; without one, that message goes out as a text message instead. With the channel's
 * template list from Aligo (`list`), each code shows that template's own review state.
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
  return (
    <SettingsSection title={t('templates.title')} description={t('templates.description')}>
      <Stack gap="xs">
        {TEMPLATE_EVENTS.map((field) => {
          const label = t(`templates.events.${field}.label`);
          const code = form.values.kakaoInfo[field].trim();
          return (
            <Paper key={field} withBorder p="sm" radius="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={2} miw={160} style={{ flex: '1 1 200px' }}>
                  <Text fw={600} size="sm">
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`templates.events.${field}.hint`)}
                  </Text>
                  {eventsOf(field).map((event) => (
                    <Text key={event} size="xs" mt={4} data-testid={`template-preview-${event}`}>
                      {previewOf(event, shopName, t('templates.sampleCancelReason'))}
                    </Text>
                  ))}
                  {buttonOf(field) ? (
                    <Text size="xs" c="dimmed">
                      {t('templates.linkButton', { name: buttonOf(field) })}
                    </Text>
                  ) : null}
                </Stack>
                <TextInput
                  aria-label={t('templates.code', { label })}
                  placeholder="TX_0000"
                  maxLength={50}
                  w={180}
                  {...form.getInputProps(`kakaoInfo.${field}`)}
                />
                <TemplateReviewBadge code={code} list={list} field={field} />
              </Group>
            </Paper>
          );
        })}
      </Stack>
    </SettingsSection>
  );
};
