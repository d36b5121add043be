import type { KakaoTemplateList } from '@jumun/shared';
import { Badge, Tooltip } from '@mantine/core';
import { companySettingsText } from '../../i18n';

const COLORS = { APR: 'teal', REQ: 'yellow', REG: 'gray', REJ: 'red', unknown: 'gray' } as const;

/**
 * What 설정 can truthfully say about one entered template code: no code → SMS; Aligo's list at hand → that template's
 * own review state (or that Aligo has no such code); no list (console provider, no channel, not loaded) → only that a
 * code is entered.
 */
export const TemplateReviewBadge = ({
  code,
  list,
  field,
}: {
  code: string;
  list: KakaoTemplateList | undefined;
  field: string;
}) => {
  const { t } = companySettingsText.useT();
  const badge = (color: string, label: string, reason?: string) => {
    const element = (
      <Badge
        color={color}
        variant="light"
        size="lg"
        mt={4}
        style={{ textTransform: 'none' }}
        data-testid={`template-status-${field}`}
      >
        {label}
      </Badge>
    );
    return reason ? (
      <Tooltip label={reason} multiline w={260} withinPortal>
        {element}
      </Tooltip>
    ) : (
      element
    );
  };
  if (!code) return badge('gray', t('templates.missing'));
  if (list?.source !== 'aligo') return badge('teal', t('templates.entered'));
  const template = list.templates.find((item) => item.code === code);
  if (!template) return badge('red', t('templates.review.notFound'));
  return badge(
    COLORS[template.reviewState],
    t(`templates.review.states.${template.reviewState}`),
    template.comments.at(-1),
  );
};
