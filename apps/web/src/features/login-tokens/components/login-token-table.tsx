import type { LoginToken } from '@jumun/shared';
import { Badge, Button, CopyButton, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { QrCode } from '../../../components/shop-link/qr-code';
import { useRevokeLoginToken } from '../api/login-tokens';
import { loginTokensText } from '../i18n';
import { formatSeoulDateTime } from '../utils/seoul-date-time';

const STATE_COLORS = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** The company's links, newest first; the full link is this site's origin plus the server's path. */
export const LoginTokenTable = (props: { companyId: string; links: LoginToken[]; canWrite: boolean }) => {
  const { t } = loginTokensText.useT();
  const revoke = useRevokeLoginToken(props.companyId);
  const [qrLink, setQrLink] = useState<string | null>(null);
  if (props.links.length === 0) return <Text c="dimmed">{t('table.empty')}</Text>;
  const urlOf = (link: LoginToken) => `${window.location.origin}${link.path}`;

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover data-testid="login-token-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.phone')}</Table.Th>
              <Table.Th>{t('table.created')}</Table.Th>
              <Table.Th>{t('table.lastUsed')}</Table.Th>
              <Table.Th>{t('table.expires')}</Table.Th>
              <Table.Th>{t('table.state')}</Table.Th>
              <Table.Th>{t('table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {props.links.map((link) => (
              <Table.Tr key={link.id} data-testid="login-token-row" data-link={urlOf(link)}>
                <Table.Td>
                  <Group gap={6}>
                    <Text ff="monospace">···-{link.phoneSuffix}</Text>
                    {link.isFriendtalk ? <Badge variant="light">{t('friendtalk')}</Badge> : null}
                    {link.isFromNotifications ? (
                      <Badge variant="light" color="grape" title={t('fromNotificationsHelp')}>
                        {t('fromNotifications')}
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>{formatSeoulDateTime(link.dateCreated)}</Table.Td>
                <Table.Td>
                  {link.dateLastUsed ? formatSeoulDateTime(link.dateLastUsed) : t('table.never')}
                </Table.Td>
                <Table.Td>{formatSeoulDateTime(link.dateExpires)}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[link.state]} variant="light" data-testid="login-token-state">
                    {t(`state.${link.state}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    <CopyButton value={urlOf(link)}>
                      {({ copied, copy }) => (
                        <Button size="compact-sm" variant="light" onClick={copy}>
                          {copied ? t('copied') : t('copy')}
                        </Button>
                      )}
                    </CopyButton>
                    <Button size="compact-sm" variant="subtle" onClick={() => setQrLink(urlOf(link))}>
                      {t('qr')}
                    </Button>
                    {link.state === 'active' && props.canWrite ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={revoke.isPending && revoke.variables === link.id}
                        onClick={() => revoke.mutate(link.id)}
                        data-testid="revoke-login-token"
                      >
                        {t('revoke')}
                      </Button>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Modal opened={qrLink !== null} onClose={() => setQrLink(null)} title={t('qr')} centered>
        {qrLink ? (
          <Stack align="center">
            <QrCode value={qrLink} size={240} label={t('qrLabel')} />
            <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
              {qrLink}
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
};
