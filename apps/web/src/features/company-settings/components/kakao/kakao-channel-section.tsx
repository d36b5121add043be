import { Anchor, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { href } from '../../../../config/paths';
import { Link } from '../../../../lib/router';
import { companySettingsText } from '../../i18n';
import { normalizeChannelId } from '../../utils/kakao-form';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';

/** 채널 ID, sender number and Aligo sender profile key (domain §8.1; the last two are stored encrypted). */
export const KakaoChannelSection = ({ form }: { form: KakaoForm }) => {
  const { t } = companySettingsText.useT();
  const channel = form.getInputProps('kakaoInfo.kakaoChannelId');
  return (
    <SettingsSection
      title={t('kakao.title')}
      description={
        <>
          {t('kakao.descriptionBefore')}
          <Anchor component={Link} to={href('admin-join-kakao-channel-guide')} size="sm" underline="always">
            {t('kakao.guide')}
          </Anchor>
          {t('kakao.descriptionAfter')}
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label={t('kakao.channelId')}
          placeholder={t('kakao.channelIdPlaceholder')}
          maxLength={50}
          {...channel}
          onBlur={(event) => {
            form.setFieldValue('kakaoInfo.kakaoChannelId', normalizeChannelId(event.currentTarget.value));
            channel.onBlur?.(event);
          }}
        />
        <TextInput
          label={t('kakao.sender')}
          description={t('kakao.senderHint')}
          {...HINT_BELOW}
          placeholder="02-123-4567"
          type="tel"
          maxLength={20}
          {...form.getInputProps('kakaoInfo.securedSender')}
        />
        <PasswordInput
          label={t('kakao.senderKey')}
          description={t('kakao.senderKeyHint')}
          {...HINT_BELOW}
          autoComplete="off"
          maxLength={100}
          visibilityToggleButtonProps={{ 'aria-label': t('kakao.showSenderKey') }}
          {...form.getInputProps('kakaoInfo.securedSenderKey')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
