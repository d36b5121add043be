import { type KakaoChannelProfile, normalizeKakaoChannelId } from '@jumun/shared';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/save-problem';
import { confirmKakaoCode, requestKakaoCode, submitExistingSenderKey } from '../api/kakao-channel';

export type ConnectedChannel = KakaoChannelProfile & { managerPhone: string };

/**
 * 이용신청's Kakao channel (domain §6.2): channel id + manager phone → Aligo's code → sender key and channel name, or a
 * sender key pasted from an earlier registration. The result goes into the registration (kakaoInfo, shop name).
 */
export const KakaoChannelStep = ({ onConnected }: { onConnected: (channel: ConnectedChannel) => void }) => {
  const { t } = useTranslation();
  const [channelId, setChannelId] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [senderKey, setSenderKey] = useState('');
  const [isPastingKey, setIsPastingKey] = useState(false);
  const [connected, setConnected] = useState<ConnectedChannel | null>(null);
  const normalized = channelId ? normalizeKakaoChannelId(channelId) : '';
  const done = (profile: KakaoChannelProfile) => {
    const channel = { ...profile, managerPhone: phone };
    setConnected(channel);
    onConnected(channel);
  };
  const send = useMutation({ mutationFn: () => requestKakaoCode(normalized, phone) });
  const confirm = useMutation({
    mutationFn: () => confirmKakaoCode(normalized, phone, code),
    onSuccess: done,
  });
  const useKey = useMutation({
    mutationFn: () => submitExistingSenderKey(normalized, senderKey),
    onSuccess: done,
  });
  const error = send.error ?? confirm.error ?? useKey.error;

  if (connected)
    return (
      <Alert color="green" variant="light" data-testid="kakao-connected">
        {t('pages.join.kakao.connected', {
          channelName: connected.channelName,
          channelId: connected.kakaoChannelId,
        })}
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text fw={700}>{t('pages.join.kakao.title')}</Text>
      <Text size="sm" c="dimmed">
        {t('pages.join.kakao.help')}
      </Text>
      <TextInput
        label={t('pages.join.kakao.channelId')}
        description={t('pages.join.kakao.channelIdHint')}
        placeholder="@jumuncafe"
        value={channelId}
        onChange={(event) => setChannelId(event.currentTarget.value)}
        onBlur={() => setChannelId(normalized)}
      />
      {isPastingKey ? (
        <Group align="flex-end" gap="sm">
          <TextInput
            label={t('pages.join.kakao.senderKey')}
            value={senderKey}
            onChange={(event) => setSenderKey(event.currentTarget.value)}
          />
          <Button variant="light" loading={useKey.isPending} onClick={() => useKey.mutate()}>
            {t('pages.join.kakao.useKey')}
          </Button>
        </Group>
      ) : (
        <>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('pages.join.kakao.managerPhone')}
              placeholder="010-1234-5678"
              type="tel"
              value={phone}
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
            <Button variant="light" loading={send.isPending} onClick={() => send.mutate()}>
              {t('pages.join.kakao.sendCode')}
            </Button>
          </Group>
          {send.isSuccess ? (
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t('pages.join.kakao.code')}
                inputMode="numeric"
                maxLength={6}
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
                {t('pages.join.kakao.confirm')}
              </Button>
            </Group>
          ) : null}
        </>
      )}
      <Anchor component="button" type="button" size="sm" onClick={() => setIsPastingKey((value) => !value)}>
        {t('pages.join.kakao.haveKey')}
      </Anchor>
      {error ? (
        <Alert color="red" variant="light" role="alert" data-testid="kakao-error">
          {problemMessage(error)}
        </Alert>
      ) : null}
    </Stack>
  );
};
