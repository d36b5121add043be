import { type CustomerRewards, formatCount } from '@jumun/shared';
import { Paper, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { stampProgress } from '../utils/stamp-progress';
import classes from './stamp-card.module.css';

/** The stamp card: filled circles for stamps held, and the next coupon with how many stamps are missing. */
export const StampCard = ({ rewards }: { rewards: CustomerRewards }) => {
  const { t } = useOrderT();
  const progress = stampProgress(rewards);
  return (
    <Paper withBorder radius="lg" p="lg" m="md" data-testid="stamp-card">
      <Text fw={800} fz={18}>
        {t('rewards.stamps', { count: rewards.activity.stampRemaining })}
      </Text>
      {progress.cardSize > 0 ? (
        <ol
          className={classes.grid}
          aria-label={t('rewards.cardLabel', { held: progress.held, size: progress.cardSize })}
        >
          {Array.from({ length: progress.cardSize }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the circles are positions on the card, nothing else.
            <li key={index} className={classes.stamp} data-filled={index < progress.held || undefined} />
          ))}
        </ol>
      ) : (
        <Text size="sm" c="dimmed" mt="xs">
          {t('rewards.noCard')}
        </Text>
      )}
      {progress.next ? (
        <Text fw={600} data-testid="next-coupon">
          {t('rewards.next', { name: progress.next.couponName, count: progress.next.missing })}
        </Text>
      ) : null}
      {rewards.activity.pointRemaining > 0 ? (
        <Text mt="xs" size="sm">
          {t('rewards.points', { points: formatCount(rewards.activity.pointRemaining) })}
        </Text>
      ) : null}
    </Paper>
  );
};
