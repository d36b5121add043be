import type { OrderQuote } from '@jumun/shared';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useOrderT } from '../../order-i18n';
import { useWon } from '../../shop/hooks/use-won';

type PriceChangedModalProps = {
  quote: OrderQuote;
  previous: number;
  onConfirm: () => void;
  onCancel: () => void;
};

/** The server priced the order differently (409 PRICE_CHANGED): show the new total, order only if they agree. */
export const PriceChangedModal = ({ quote, previous, onConfirm, onCancel }: PriceChangedModalProps) => {
  const { t } = useOrderT();
  const won = useWon();
  return (
    <Modal opened onClose={onCancel} title={t('checkout.priceChanged.title')} centered radius="md">
      <Stack gap="md">
        <Text>
          {t('checkout.priceChanged.body', { from: won(previous), to: won(quote.amounts.payableAmount) })}
        </Text>
        <Group grow>
          <Button variant="default" size="md" onClick={onCancel}>
            {t('checkout.priceChanged.cancel')}
          </Button>
          <Button size="md" onClick={onConfirm} data-testid="confirm-new-price">
            {t('checkout.priceChanged.confirm', { amount: won(quote.amounts.payableAmount) })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
