import { Switch, Textarea } from '@mantine/core';
import { SettingsSection } from '../common/settings-section';
import type { BusinessInfoForm } from './business-info-form.types';

/** 가게 공지 and whether customers see it (domain §3.1 notice / isNoticeDisplay). */
export const NoticeSection = ({ form }: { form: BusinessInfoForm }) => (
  <SettingsSection title="가게 공지" description="손님 주문 화면 위쪽에 보여 줄 안내입니다.">
    <Textarea
      label="공지 내용"
      placeholder="예: 매주 월요일 오전은 원두 입고로 11시에 문을 열어요."
      rows={4}
      resize="vertical"
      maxLength={2000}
      {...form.getInputProps('notice')}
    />
    <Switch
      label="손님 화면에 공지 보이기"
      {...form.getInputProps('isNoticeDisplay', { type: 'checkbox' })}
    />
  </SettingsSection>
);
