import { Button, Group, Text } from '@mantine/core';
import { formatPhoneNumber } from '../../../../lib/phone';
import { useOrderT } from '../../order-i18n';
import { logoutCustomer } from '../api/logout-customer';

/** "010-0000-0001로 주문해요 · 로그아웃": who is ordering, and a way to be someone else. */
export const SignedInLine = ({ phone }: { phone: string }) => {
  const { t } = useOrderT();
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" data-testid="signed-in-as">
        {t('account.signedInAs', { phone: formatPhoneNumber(phone) })}
      </Text>
      <Button variant="subtle" size="xs" onClick={() => void logoutCustomer()}>
        {t('account.signOut')}
      </Button>
    </Group>
  );
};
