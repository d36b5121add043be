import type { KakaoTemplateList } from '@jumun/shared';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { problemMessage } from '../../../../lib/save-problem';
import { companySettingsText } from '../../i18n';
import { SettingsSection } from '../common/settings-section';

const COLORS = { APR: 'teal', REQ: 'yellow', REG: 'gray', REJ: 'red', unknown: 'gray' } as const;
const SEOUL = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
});

type Props = {
  list: KakaoTemplateList | undefined;
  error: unknown;
  isFetching: boolean;
  onReload: () => void;
};

/**
 * 설정 › 채널의 알림톡 템플릿 (issue 15): every template of the shop's Kakao channel as Aligo reports it now, each
 * with its own review state, the reviewer's reason when 반려, and its buttons. Without Aligo (console provider) or
 * without a connected channel it says exactly that, and shows no states it does not know.
 */
export const TemplateReviewSection = ({ list, error, isFetching, onReload }: Props) => {
  const { t } = companySettingsText.useT();
  const note = (() => {
    if (error) return problemMessage(error);
    if (list?.source === 'console') return t('templates.review.notConnected');
    if (list?.source === 'noSenderKey') return t('templates.review.noSenderKey');
    if (list?.source === 'aligo' && list.templates.length === 0) return t('templates.review.empty');
    return null;
  })();
  return (
    <SettingsSection title={t('templates.review.title')} description={t('templates.review.description')}>
      <Group justify="space-between" gap="sm">
        <Text size="xs" c="dimmed" data-testid="template-review-synced">
          {list ? t('templates.review.syncedAt', { when: SEOUL.format(new Date(list.syncedAt)) }) : null}
        </Text>
        <Button size="compact-sm" variant="default" loading={isFetching} onClick={onReload}>
          {t('templates.review.reload')}
        </Button>
      </Group>
      {note ? (
        <Text
          size="sm"
          c={error ? 'red' : 'dimmed'}
          role={error ? 'alert' : undefined}
          data-testid="template-review-note"
        >
          {note}
        </Text>
      ) : null}
      <Stack gap="xs">
        {list?.templates.map((template) => (
          <Paper key={template.code} withBorder p="sm" radius="md" data-testid="kakao-template">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
              <Stack gap={2} miw={0}>
                <Text fw={600} size="sm">
                  {template.name}{' '}
                  <Text span ff="monospace" size="xs" c="dimmed">
                    {template.code}
                  </Text>
                </Text>
                <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                  {template.content}
                </Text>
                {template.buttons.length > 0 ? (
                  <Text size="xs" c="dimmed">
                    {t('templates.review.buttons', { names: template.buttons.map((b) => b.name).join(', ') })}
                  </Text>
                ) : null}
                {template.reviewState === 'REJ'
                  ? template.comments.map((comment) => (
                      <Text key={comment} size="xs" c="red">
                        {t('templates.review.reason', { reason: comment })}
                      </Text>
                    ))
                  : null}
              </Stack>
              <Badge
                color={COLORS[template.reviewState]}
                variant="light"
                style={{ flexShrink: 0, textTransform: 'none' }}
              >
                {t(`templates.review.states.${template.reviewState}`)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </SettingsSection>
  );
};
