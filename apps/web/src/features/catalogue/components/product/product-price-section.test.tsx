import { useForm } from '@mantine/form';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../testing/render-page';
import { NEW_PRODUCT, type ProductFormValues } from './product-form-values';
import { ProductPriceSection } from './product-price-section';

const WARNING = '정가가 판매가보다 낮습니다. 손님 화면에 할인으로 보이지 않습니다.';

const PriceSection = ({ initial }: { initial: Partial<ProductFormValues> }) => {
  const form = useForm<ProductFormValues>({ initialValues: { ...NEW_PRODUCT, ...initial } });
  return <ProductPriceSection form={form} />;
};

/** Issue 9: customers always pay 판매가, so a 정가 below it would not read as a discount; the form says so. */
describe('ProductPriceSection', () => {
  it('warns while 판매가 is above 정가, and only then', async () => {
    renderWithProviders(<PriceSection initial={{ priceOriginal: 5000, priceDiscounted: 4500 }} />);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();

    const selling = screen.getByRole('textbox', { name: /판매가/ });
    await userEvent.clear(selling);
    await userEvent.type(selling, '5500');
    expect(await screen.findByText(WARNING)).toBeInTheDocument();

    await userEvent.clear(selling);
    await userEvent.type(selling, '5000');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('says nothing when no 정가 is set (0: no list price to strike)', () => {
    renderWithProviders(<PriceSection initial={{ priceOriginal: 0, priceDiscounted: 4500 }} />);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
