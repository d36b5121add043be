import {
  NOTIFICATION_EVENTS,
  NOTIFICATION_TEMPLATE_FIELDS,
  type NotificationEvent,
  renderOrderNotification,
} from '@jumun/shared';
import { Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { TEMPLATE_ENTERED, TEMPLATE_EVENTS, TEMPLATE_MISSING } from '../../utils/kakao-form';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';

/** The order messages sent with a template field, in the order an order goes through them. */
const eventsOf = (field: string): NotificationEvent[] =>
  NOTIFICATION_EVENTS.filter((event) => NOTIFICATION_TEMPLATE_FIELDS[event] === field);

/** A sample order, so the owner reads the message a customer gets (the same function the server's outbox sends). */
const previewOf = (event: NotificationEvent, shopName: string) =>
  renderOrderNotification(event, {
    shopName,
    orderNumber: 12,
    readyAt: '14:05',
    cancelReason: '재료 소진 (품절)',
    stampCount: 1,
  });

/** One Aligo template code per event; without one, that message goes out as a text message instead. */
export const TemplateCodesSection = ({ form, shopName }: { form: KakaoForm; shopName: string }) => (
  <SettingsSection
    title="알림톡 템플릿"
    description="카카오 심사를 통과한 템플릿의 코드를 넣으면 그 알림을 알림톡으로 보냅니다. 코드가 없는 알림은 문자(SMS)로 보냅니다."
  >
    <Stack gap="xs">
      {TEMPLATE_EVENTS.map(({ field, label, hint }) => {
        const code = form.values.kakaoInfo[field].trim();
        return (
          <Paper key={field} withBorder p="sm" radius="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={2} miw={160} style={{ flex: '1 1 200px' }}>
                <Text fw={600} size="sm">
                  {label}
                </Text>
                <Text size="xs" c="dimmed">
                  {hint}
                </Text>
                {eventsOf(field).map((event) => (
                  <Text key={event} size="xs" mt={4} data-testid={`template-preview-${event}`}>
                    {previewOf(event, shopName)}
                  </Text>
                ))}
              </Stack>
              <TextInput
                aria-label={`${label} 템플릿 코드`}
                placeholder="TX_0000"
                maxLength={50}
                w={180}
                {...form.getInputProps(`kakaoInfo.${field}`)}
              />
              <Badge
                color={code ? 'teal' : 'gray'}
                variant="light"
                size="lg"
                mt={4}
                style={{ textTransform: 'none' }}
                data-testid={`template-status-${field}`}
              >
                {code ? TEMPLATE_ENTERED : TEMPLATE_MISSING}
              </Badge>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  </SettingsSection>
);
