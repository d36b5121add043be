import { Badge, Group, TextInput } from '@mantine/core';
import { companySettingsText } from '../../i18n';
import type { TemplateCodeField } from '../../utils/kakao-form';
import type { KakaoForm } from './kakao-form.types';

/** One Aligo template code and whether one is entered (without one, that message goes out as a text message). */
export const TemplateCodeInput = ({ form, field }: { form: KakaoForm; field: TemplateCodeField }) => {
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
      <Badge
        color={code ? 'teal' : 'gray'}
        variant="light"
        size="lg"
        mt={4}
        style={{ textTransform: 'none', flexShrink: 0 }}
        data-testid={`template-status-${field}`}
      >
        {t(code ? 'templates.entered' : 'templates.missing')}
      </Badge>
    </Group>
  );
};
