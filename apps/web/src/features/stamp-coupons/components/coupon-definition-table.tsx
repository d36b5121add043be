import type { CouponDefinition } from '@jumun/shared';
import { ActionIcon, Anchor, Badge, Group, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { href } from '../../../config/paths';
import { Link } from '../../../lib/router';
import { stampCouponsText } from '../i18n';
import {
  COUPON_TYPE_COLORS,
  describeBenefit,
  describeExpiry,
  describeIssueLimit,
} from '../utils/coupon-labels';
import { DeleteCouponButton } from './delete-coupon-button';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

type CouponDefinitionTableProps = {
  companyId: string;
  definitions: CouponDefinition[];
  productName: (id: string) => string | undefined;
  canWrite: boolean;
};

/** The company's coupon definitions on a wide screen, in the order given (fewest stamps first). */
export const CouponDefinitionTable = ({
  companyId,
  definitions,
  productName,
  canWrite,
}: CouponDefinitionTableProps) => {
  const { t } = stampCouponsText.useT();
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t('list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.coupon')}</Table.Th>
            <Table.Th>{t('list.benefit')}</Table.Th>
            <Table.Th ta="right" style={NO_WRAP}>
              {t('list.stamps')}
            </Table.Th>
            <Table.Th style={NO_WRAP}>{t('list.issueAndWhere')}</Table.Th>
            <Table.Th style={NO_WRAP}>{t('list.expiry')}</Table.Th>
            <Table.Th w={84}>
              <VisuallyHidden>{t('list.manage')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {definitions.map((definition) => {
            const editPath = href('admin-settings-stamp-coupon-settings-edit-id', { id: definition.id });
            return (
              <Table.Tr key={definition.id} data-testid="coupon-row">
                <Table.Td>
                  <Stack gap={2} align="flex-start">
                    <Badge size="sm" variant="light" color={COUPON_TYPE_COLORS[definition.type]}>
                      {t(`types.${definition.type}`)}
                    </Badge>
                    <Anchor component={Link} to={editPath} fw={600} size="sm">
                      {definition.couponName}
                    </Anchor>
                    {definition.eventName ? (
                      <Text size="xs" c="dimmed">
                        {definition.eventName}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{describeBenefit(t, definition, productName)}</Text>
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  <Text size="sm" fw={600}>
                    {t('list.stampCount', { n: definition.stampsRequired })}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>
                  <Text size="sm" c={definition.maxIssueCount === 0 ? 'orange' : undefined}>
                    {describeIssueLimit(t, definition.maxIssueCount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t(`whereToUse.${definition.whereToUse}`)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{describeExpiry(t, definition)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    <Tooltip label={t('list.edit')}>
                      <ActionIcon
                        component={Link}
                        to={editPath}
                        variant="subtle"
                        aria-label={t('list.editNamed', { name: definition.couponName })}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <DeleteCouponButton
                      companyId={companyId}
                      id={definition.id}
                      name={definition.couponName}
                      canWrite={canWrite}
                    />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
