import type { CouponDefinition } from '@jumun/shared';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
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

type CouponDefinitionCardsProps = {
  companyId: string;
  definitions: CouponDefinition[];
  productName: (id: string) => string | undefined;
  canWrite: boolean;
};

/** The coupon definitions as cards, for widths where the table would have to scroll (tablets, phones). */
export const CouponDefinitionCards = ({
  companyId,
  definitions,
  productName,
  canWrite,
}: CouponDefinitionCardsProps) => {
  const { t } = stampCouponsText.useT();
  return (
    <Stack gap="xs" aria-label={t('list.label')}>
      {definitions.map((definition) => {
        const editPath = href('admin-settings-stamp-coupon-settings-edit-id', { id: definition.id });
        return (
          <Paper key={definition.id} withBorder radius="md" p="sm" data-testid="coupon-row">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={4} miw={0}>
                <Group gap={6}>
                  <Anchor component={Link} to={editPath} fw={600} size="sm">
                    {definition.couponName}
                  </Anchor>
                  <Badge size="sm" variant="light" color={COUPON_TYPE_COLORS[definition.type]}>
                    {t(`types.${definition.type}`)}
                  </Badge>
                </Group>
                <Text size="sm">
                  {t('list.stampsToBenefit')}
                  <b>{t('list.stampCount', { n: definition.stampsRequired })}</b> →{' '}
                  {describeBenefit(t, definition, productName)}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    describeIssueLimit(t, definition.maxIssueCount),
                    t(`whereToUse.${definition.whereToUse}`),
                    describeExpiry(t, definition),
                  ].join(' · ')}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component={Link}
                  to={editPath}
                  variant="subtle"
                  aria-label={t('list.editNamed', { name: definition.couponName })}
                >
                  <IconPencil size={18} />
                </ActionIcon>
                <DeleteCouponButton
                  companyId={companyId}
                  id={definition.id}
                  name={definition.couponName}
                  canWrite={canWrite}
                />
              </Group>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
};
