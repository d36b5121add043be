import { Anchor, PasswordInput, SimpleGrid, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { href } from '../../../../config/paths';
import { normalizeChannelId } from '../../utils/kakao-form';
import { HINT_BELOW } from '../common/field-props';
import { SettingsSection } from '../common/settings-section';
import type { KakaoForm } from './kakao-form.types';

/** 채널 ID, sender number and Aligo sender profile key (domain §8.1; the last two are stored encrypted). */
export const KakaoChannelSection = ({ form }: { form: KakaoForm }) => {
  const channel = form.getInputProps('kakaoInfo.kakaoChannelId');
  return (
    <SettingsSection
      title="카카오톡 채널"
      description={
        <>
          알림톡은 가게의 카카오톡 채널 이름으로 보냅니다. 채널이 없다면{' '}
          <Anchor component={Link} to={href('admin-join-kakao-channel-guide')} size="sm" underline="always">
            채널 만드는 방법
          </Anchor>
          을 먼저 보세요.
        </>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
        <TextInput
          label="채널 ID"
          placeholder="@주문카페"
          maxLength={50}
          {...channel}
          onBlur={(event) => {
            form.setFieldValue('kakaoInfo.kakaoChannelId', normalizeChannelId(event.currentTarget.value));
            channel.onBlur?.(event);
          }}
        />
        <TextInput
          label="발신 전화번호"
          description="알리고에 등록한 발신번호"
          {...HINT_BELOW}
          placeholder="02-123-4567"
          type="tel"
          maxLength={20}
          {...form.getInputProps('kakaoInfo.securedSender')}
        />
        <PasswordInput
          label="발신 프로필 키"
          description="암호화해서 보관합니다"
          {...HINT_BELOW}
          autoComplete="off"
          maxLength={100}
          visibilityToggleButtonProps={{ 'aria-label': '발신 프로필 키 보기' }}
          {...form.getInputProps('kakaoInfo.securedSenderKey')}
        />
      </SimpleGrid>
    </SettingsSection>
  );
};
