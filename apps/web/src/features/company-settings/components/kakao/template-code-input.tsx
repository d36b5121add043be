import type { KakaoTemplateList } from '@jumun/shared';
import { Group, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import type { TemplateCodeField } from '../../utils/kakao-form';
import type { KakaoForm } from './kakao-form.types';
import { TemplateReviewBadge } from './template-review-badge';

/**
 * One Aligo template code and what can truthfully be said of it (without one, that message goes out as a text
 * message; with Aligo's list, the template's review state).
 */
export const TemplateCodeInput = ({
  form,
  field,
  list,
}: {
  form: KakaoForm;
  field: TemplateCodeField;
  list: KakaoTemplateList | undefined;
}) => {
  const { t } = companySettingsText.useT();
  const label = t(`templates.events.${field}.label`);
  const code = form.values.kakaoInfo[field].trim();
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <TextInput
        aria-label={t('templates.code', { label })}
        placeholder="TX_0000"
        maxLength={50}
        w={150}
        {...form.getInputProps(`kakaoInfo.${field}`)}
      />
      <TemplateReviewBadge code={code} list={list} field={field} />
    </Group>
  );
};
