import {
  type CustomerNotificationEvent,
  type KakaoTemplateList,
  NOTIFICATION_LINK_BUTTONS,
  NOTIFICATION_TEMPLATE_FIELDS,
  NOTIFICATION_TEMPLATES,
  TEMPLATE_TEXT_MAX,
  templateTextProblem,
} from '@jumun/shared';
import { Button, Code, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import { type PreviewSample, previewTemplate } from '../../utils/template-preview';
import type { KakaoForm } from './kakao-form.types';
import { TemplateCodeInput } from './template-code-input';

type MessageTemplateCardProps = {
  form: KakaoForm;
  event: CustomerNotificationEvent;
  sample: PreviewSample;
  list: KakaoTemplateList | undefined;
};

/**
 * One customer message: its Kakao template code, its wording (empty = ours) with the `#{…}` variables it may use,
 * and the message as the customer will read it. The text must be the one Kakao approved for the code (decision 022).
 */
export const MessageTemplateCard = ({ form, event, sample, list }: MessageTemplateCardProps) => {
  const { t } = companySettingsText.useT();
  const field = NOTIFICATION_TEMPLATE_FIELDS[event];
  const path = `kakaoInfo.templateTexts.${event}` as const;
  const text = form.values.kakaoInfo.templateTexts[event];
  const input = form.getInputProps(path);
  const label = t(`templates.messages.${event}.label`);
  // The login-link button this message carries (issue 15), which its Kakao template must declare.
  const button = (NOTIFICATION_LINK_BUTTONS as Partial<Record<CustomerNotificationEvent, string>>)[event];
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`template-${event}`}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} miw={0} style={{ flex: '1 1 220px' }}>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="xs" c="dimmed">
              {t(`templates.messages.${event}.hint`)}
            </Text>
            {button ? (
              <Text size="xs" c="dimmed">
                {t('templates.linkButton', { name: button })}
              </Text>
            ) : null}
          </Stack>
          <TemplateCodeInput form={form} field={field} list={list} />
        </Group>
        <Textarea
          aria-label={t('templates.text', { label })}
          placeholder={NOTIFICATION_TEMPLATES[event].text}
          rows={3}
          resize="vertical"
          maxLength={TEMPLATE_TEXT_MAX}
          {...input}
          error={input.error ?? templateTextProblem(event, text)}
        />
        <Group justify="space-between" gap="xs">
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t('templates.variables')}
            </Text>
            {NOTIFICATION_TEMPLATES[event].variables.map((name) => (
              <Code key={name} fz="xs">{`#{${name}}`}</Code>
            ))}
          </Group>
          {text.trim() ? (
            <Button size="compact-xs" variant="subtle" onClick={() => form.setFieldValue(path, '')}>
              {t('templates.useDefault')}
            </Button>
          ) : (
            <Text size="xs" c="dimmed">
              {t('templates.usingDefault')}
            </Text>
          )}
        </Group>
        <Paper bg="var(--mantine-color-gray-light)" p="xs" radius="sm">
          <Text size="xs" c="dimmed" mb={2}>
            {t('templates.preview')}
          </Text>
          <Text
            size="sm"
            style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
            data-testid={`template-preview-${event}`}
          >
            {previewTemplate(event, sample, form.values.kakaoInfo.templateTexts)}
          </Text>
        </Paper>
      </Stack>
    </Paper>
  );
};
