import { COUPON_TYPE_LABELS, type CouponDefinition, WHERE_TO_USE_LABELS } from '@jumun/shared';
import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { href } from '../../../config/paths';
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
}: CouponDefinitionCardsProps) => (
  <Stack gap="xs" aria-label="스탬프 쿠폰 목록">
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
                  {COUPON_TYPE_LABELS[definition.type]}
                </Badge>
              </Group>
              <Text size="sm">
                스탬프 <b>{definition.stampsRequired}개</b> → {describeBenefit(definition, productName)}
              </Text>
              <Text size="xs" c="dimmed">
                {[
                  describeIssueLimit(definition.maxIssueCount),
                  WHERE_TO_USE_LABELS[definition.whereToUse],
                  describeExpiry(definition),
                ].join(' · ')}
              </Text>
            </Stack>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                component={Link}
                to={editPath}
                variant="subtle"
                aria-label={`${definition.couponName} 수정`}
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
