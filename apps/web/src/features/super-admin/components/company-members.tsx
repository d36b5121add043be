import { COMPANY_ROLES, type CompanyRole, type SuperCompanyDetail } from '@jumun/shared';
import { Button, Select, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { problemMessage } from '../../../lib/save-problem';
import { superApi } from '../api';
import { superText } from '../i18n';

type Member = SuperCompanyDetail['members'][number];

/**
 * The administrators of one company in the operator's drawer (issue 14): role and 내보내기 per member. The server keeps
 * the last 대표 and writes the 변경 기록 row; its Korean refusal is shown as it is.
 */
export const CompanyMembers = ({
  companyId,
  members,
  onChanged,
}: {
  companyId: string;
  members: Member[];
  onChanged: () => void;
}) => {
  const { t } = superText.useT();
  const refused = (error: unknown) => notifications.show({ color: 'red', message: problemMessage(error) });
  const change = useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: CompanyRole }) =>
      superApi.changeMemberRole(companyId, uid, role),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('detail.roleChanged') });
      onChanged();
    },
    onError: refused,
  });
  const remove = useMutation({
    mutationFn: (uid: string) => superApi.removeMember(companyId, uid),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('detail.removed') });
      onChanged();
    },
    onError: refused,
  });
  if (members.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('detail.noMembers')}
      </Text>
    );
  const roles = COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
  return (
    <Table data-testid="super-company-members">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('detail.memberName')}</Table.Th>
          <Table.Th>{t('detail.memberPhone')}</Table.Th>
          <Table.Th>{t('detail.memberRole')}</Table.Th>
          <Table.Th>{t('detail.memberStatus')}</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {members.map((member) => {
          const name = member.name || t('detail.noName');
          return (
            <Table.Tr key={member.uid} data-testid={`super-member-${member.uid}`}>
              <Table.Td>{name}</Table.Td>
              <Table.Td>{member.phoneSuffix ? `****-${member.phoneSuffix}` : ''}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('detail.memberRole')}
                  data={roles}
                  value={member.role}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && change.mutate({ uid: member.uid, role: value as CompanyRole })
                  }
                  w={110}
                  size="xs"
                />
              </Table.Td>
              <Table.Td>{t(`adminStatuses.${member.status}`, { defaultValue: member.status })}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  loading={remove.isPending && remove.variables === member.uid}
                  onClick={() => {
                    if (window.confirm(t('detail.removeConfirm', { name }))) remove.mutate(member.uid);
                  }}
                >
                  {t('detail.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
};
