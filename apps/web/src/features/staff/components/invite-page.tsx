import {
  COMPANY_ROLES,
  type CompanyMember,
  type CompanyRole,
  type CreatedInvitation,
  INVITATION_DEFAULT_DAYS,
} from '@jumun/shared';
import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSection } from '../../../components/forms/form-section';
import { QrCode } from '../../../components/shop-link/qr-code';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentCompany } from '../../../lib/company/use-current-company';
import { problemMessage } from '../../../lib/save-problem';
import { staffApi } from '../api';
import { staffText } from '../i18n';

const keys = {
  members: (companyId: string) => ['staff', companyId, 'members'] as const,
  invitations: (companyId: string) => ['staff', companyId, 'invitations'] as const,
};
const STATUS_COLOR = { pending: 'blue', accepted: 'green', expired: 'gray', revoked: 'red' } as const;
const dateText = (iso: string) =>
  new Date(iso).toLocaleString('ko-KR', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/invite (직원 관리, issue 14): members with their roles, invitations by link / QR / SMS. 대표 only. */
export const InvitePage = () => {
  const { t } = staffText.useT();
  const { companyId, can, administrator } = useCurrentCompany();
  const canManage = can('manage');
  return (
    <Stack gap="md">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {!canManage ? (
        <Alert color="gray" data-testid="staff-owner-only">
          {t('page.ownerOnly')}
        </Alert>
      ) : companyId ? (
        <>
          <InviteForm companyId={companyId} />
          <MemberList companyId={companyId} selfUid={administrator?.id ?? ''} />
          <InvitationList companyId={companyId} />
        </>
      ) : null}
    </Stack>
  );
};

const roleOptions = (t: (key: string) => string) =>
  COMPANY_ROLES.map((role) => ({ value: role, label: `${t(`roles.${role}`)} · ${t(`roleHelp.${role}`)}` }));

const InviteForm = ({ companyId }: { companyId: string }) => {
  const { t } = staffText.useT();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<CompanyRole>('staff');
  const [days, setDays] = useState<number>(INVITATION_DEFAULT_DAYS);
  const [phone, setPhone] = useState('');
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const create = useMutation({
    mutationFn: () =>
      staffApi.invite(companyId, {
        role,
        expiresInDays: days,
        ...(phone.trim() ? { phoneNumber: phone.trim() } : {}),
      }),
    onSuccess: (invitation) => {
      setCreated(invitation);
      notifications.show({
        color: 'green',
        message: invitation.sentVia
          ? `${t('invite.created')} ${t(`invite.sentVia.${invitation.sentVia}`)}`
          : t('invite.created'),
      });
      void queryClient.invalidateQueries({ queryKey: keys.invitations(companyId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: problemMessage(error) }),
  });
  const link = created ? `${window.location.origin}${created.path}` : '';
  return (
    <FormSection title={t('invite.title')}>
      <Stack gap="sm">
        <Group align="flex-end" wrap="wrap">
          <Select
            label={t('invite.role')}
            data={roleOptions(t)}
            value={role}
            onChange={(value) => value && setRole(value as CompanyRole)}
            allowDeselect={false}
            w={340}
            data-testid="invite-role"
          />
          <NumberInput
            label={t('invite.days')}
            min={1}
            max={30}
            value={days}
            onChange={(v) => setDays(Number(v) || 1)}
            w={120}
          />
          <TextInput
            label={t('invite.phone')}
            description={t('invite.phoneHint')}
            value={phone}
            onChange={(event) => setPhone(event.currentTarget.value)}
            inputMode="tel"
            w={260}
          />
          <Button onClick={() => create.mutate()} loading={create.isPending} data-testid="invite-create">
            {t('invite.create')}
          </Button>
        </Group>
        {created ? (
          <Paper withBorder p="md" radius="md" data-testid="invite-result">
            <Group align="flex-start" wrap="wrap">
              <QrCode value={link} size={160} label={t('invite.qr')} />
              <Stack gap={6} style={{ flex: 1, minWidth: 220 }}>
                <Text size="sm" fw={600}>
                  {t('invite.link')} · {t(`roles.${created.role}`)}
                </Text>
                <Text size="sm" style={{ wordBreak: 'break-all' }} data-testid="invite-link">
                  {link}
                </Text>
                <CopyButton value={link}>
                  {({ copied, copy }) => (
                    <Button size="xs" variant="light" onClick={copy} w="fit-content">
                      {copied ? t('invite.copied') : t('invite.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Text size="xs" c="dimmed">
                  {t('invite.qrHint')}
                </Text>
              </Stack>
            </Group>
          </Paper>
        ) : null}
      </Stack>
    </FormSection>
  );
};

const MemberList = ({ companyId, selfUid }: { companyId: string; selfUid: string }) => {
  const { t } = staffText.useT();
  const queryClient = useQueryClient();
  const members = useQuery({
    queryKey: keys.members(companyId),
    queryFn: ({ signal }) => staffApi.members(companyId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: keys.members(companyId) });
  const change = useMutation({
    mutationFn: ({ uid, role }: { uid: string; role: CompanyRole }) =>
      staffApi.changeRole(companyId, uid, role),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('members.roleChanged') });
      void refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: problemMessage(error) }),
  });
  const remove = useMutation({
    mutationFn: (uid: string) => staffApi.remove(companyId, uid),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('members.removed') });
      void refresh();
    },
    onError: (error) => notifications.show({ color: 'red', message: problemMessage(error) }),
  });
  const nameOf = (member: CompanyMember) => member.name || t('members.noName');
  return (
    <FormSection title={t('members.title')}>
      {members.error ? (
        <Text c="red" size="sm" role="alert">
          {problemMessage(members.error)}
        </Text>
      ) : null}
      <Table data-testid="member-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('members.name')}</Table.Th>
            <Table.Th>{t('members.phone')}</Table.Th>
            <Table.Th>{t('members.role')}</Table.Th>
            <Table.Th>{t('members.since')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(members.data ?? []).map((member) => (
            <Table.Tr key={member.uid} data-testid={`member-${member.phoneSuffix}`}>
              <Table.Td>
                {nameOf(member)}
                {member.uid === selfUid ? (
                  <Badge ml={6} size="xs" variant="light">
                    {t('members.you')}
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>{member.phoneSuffix ? `****-${member.phoneSuffix}` : ''}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('members.role')}
                  data={COMPANY_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                  value={member.role}
                  allowDeselect={false}
                  onChange={(value) =>
                    value && change.mutate({ uid: member.uid, role: value as CompanyRole })
                  }
                  w={120}
                  size="xs"
                />
              </Table.Td>
              <Table.Td>{dateText(member.dateCreated)}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  color="red"
                  variant="subtle"
                  onClick={() => {
                    if (window.confirm(t('members.removeConfirm', { name: nameOf(member) })))
                      remove.mutate(member.uid);
                  }}
                >
                  {t('members.remove')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </FormSection>
  );
};

const InvitationList = ({ companyId }: { companyId: string }) => {
  const { t } = staffText.useT();
  const queryClient = useQueryClient();
  const invitations = useQuery({
    queryKey: keys.invitations(companyId),
    queryFn: ({ signal }) => staffApi.invitations(companyId, signal),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => staffApi.revoke(companyId, id),
    onSuccess: () => {
      notifications.show({ color: 'green', message: t('invitations.revoked') });
      void queryClient.invalidateQueries({ queryKey: keys.invitations(companyId) });
    },
    onError: (error) => notifications.show({ color: 'red', message: problemMessage(error) }),
  });
  const rows = invitations.data ?? [];
  return (
    <FormSection title={t('invitations.title')}>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('invitations.empty')}
        </Text>
      ) : (
        <Table data-testid="invitation-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invite.role')}</Table.Th>
              <Table.Th>{t('members.phone')}</Table.Th>
              <Table.Th>{t('invitations.created')}</Table.Th>
              <Table.Th>{t('invitations.expires')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((invitation) => (
              <Table.Tr key={invitation.id}>
                <Table.Td>{t(`roles.${invitation.role}`)}</Table.Td>
                <Table.Td>{invitation.phoneSuffix ? `****-${invitation.phoneSuffix}` : ''}</Table.Td>
                <Table.Td>{dateText(invitation.dateCreated)}</Table.Td>
                <Table.Td>{dateText(invitation.expiresAt)}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    <Badge color={STATUS_COLOR[invitation.status]} variant="light">
                      {t(`invitations.status.${invitation.status}`)}
                    </Badge>
                    {invitation.status === 'pending' ? (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => revoke.mutate(invitation.id)}
                      >
                        {t('invitations.revoke')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </FormSection>
  );
};
