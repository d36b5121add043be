import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { problemMessage } from '../../../lib/save-problem';
import { useLeaveCompany } from '../api/my-account';
import { accountText } from '../i18n';

/** 회사 나가기 with a second tap to confirm; the server refuses the last owner and says which company. */
export const LeaveCompanyButton = ({ companyId, shopName }: { companyId: string; shopName: string }) => {
  const { t } = accountText.useT();
  const [isConfirming, setIsConfirming] = useState(false);
  const leave = useLeaveCompany();

  if (!isConfirming)
    return (
      <Button size="xs" variant="subtle" color="red" onClick={() => setIsConfirming(true)}>
        {t('companies.leave')}
      </Button>
    );
  return (
    <Group gap={6} wrap="wrap" justify="flex-end">
      <Text size="xs" c={leave.isError ? 'red' : undefined} maw={260}>
        {leave.isError ? problemMessage(leave.error) : t('companies.leaveConfirm', { shopName })}
      </Text>
      <Button
        size="xs"
        color="red"
        loading={leave.isPending}
        onClick={() => leave.mutate(companyId)}
        data-testid="leave-company-confirm"
      >
        {t('companies.leave')}
      </Button>
      <Button size="xs" variant="default" onClick={() => setIsConfirming(false)}>
        {t('companies.cancel')}
      </Button>
    </Group>
  );
};
