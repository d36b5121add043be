import { Button, Text } from '@mantine/core';
import classes from '../../menu/components/cart-bar.module.css';

type PlaceOrderBarProps = { label: string; reason: string | null; isBusy: boolean; onPlace: () => void };

/** The sticky order button; disabled with the reason in words while the order cannot be placed. */
export const PlaceOrderBar = ({ label, reason, isBusy, onPlace }: PlaceOrderBarProps) => (
  <div className={classes.bar}>
    {reason ? (
      <Text size="sm" c="red" fw={600} mb={8} ta="center" role="status" data-testid="place-blocked-reason">
        {reason}
      </Text>
    ) : null}
    <Button
      fullWidth
      size="lg"
      h={56}
      radius="md"
      disabled={reason !== null}
      loading={isBusy}
      onClick={onPlace}
      data-testid="place-order"
    >
      {label}
    </Button>
  </div>
);
