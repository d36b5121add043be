import { orderDraftSchema } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { cartLineKey } from '../../cart/utils/cart-line';
import { emptyCheckoutForm, toOrderDraft } from './checkout-form';

const line = {
  key: cartLineKey('p_latte', { opt_temp: ['ICE'] }),
  productId: 'p_latte',
  productName: '카페라떼',
  image: '',
  quantity: 2,
  selection: { opt_temp: ['ICE'] },
  options: [],
  unitPrice: 5000,
  addedAt: 1,
};

describe('toOrderDraft', () => {
  it('sends products, quantities and choices — never a price — in the shape the server validates', () => {
    const draft = toOrderDraft([line], 'takeout', {
      ...emptyCheckoutForm('onsite'),
      customerMemo: ' 덜 달게 ',
    });
    expect(orderDraftSchema.parse(draft)).toEqual(draft);
    expect(draft.items).toEqual([{ productId: 'p_latte', quantity: 2, selection: { opt_temp: ['ICE'] } }]);
    expect(draft.customerMemo).toBe('덜 달게');
    expect(draft.deliveryAddress).toBeNull();
    expect(JSON.stringify(draft)).not.toContain('5000');
  });

  it('carries the delivery address with coordinates only when both are real numbers', () => {
    const form = emptyCheckoutForm('onsite');
    const address = {
      ...form.address,
      address_name: '서울 마포구 성미산로 161',
      latitude: '37.56',
      longitude: 'x',
    };
    expect(toOrderDraft([line], 'delivery', { ...form, address }).deliveryAddress?.geoPoint).toBeNull();
    const located = { ...address, longitude: '126.92' };
    const draft = toOrderDraft([line], 'delivery', { ...form, address: located });
    expect(draft.deliveryAddress?.geoPoint).toEqual({ latitude: 37.56, longitude: 126.92 });
    expect(orderDraftSchema.parse(draft).deliveryAddress?.address_name).toBe('서울 마포구 성미산로 161');
    expect(toOrderDraft([line], 'takeout', { ...form, address: located }).deliveryAddress).toBeNull();
  });
});
