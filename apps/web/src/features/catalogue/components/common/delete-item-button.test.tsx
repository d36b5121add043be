import { makeProduct } from '@jumun/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueSync } from '../../../../lib/sync';
import { TEST_COMPANY_ID } from '../../../../testing/catalogue-cache';
import { installFakeApi, ok } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { DeleteItemButton } from './delete-item-button';

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  catalogueSync.start(TEST_COMPANY_ID);
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

describe('DeleteItemButton', () => {
  it('names the item with the particle its last syllable takes (에스프레소를, never 에스프레소을(를))', async () => {
    const user = userEvent.setup();
    const product = makeProduct('p1', { productName: '에스프레소' });
    api.on('DELETE', /\/product\/p1$/, () => ok({ id: 'p1' }));
    renderPage(
      <DeleteItemButton
        kind="product"
        id={product.id}
        name={product.productName}
        canWrite
        onDeleted={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: '삭제' }));
    expect(
      await screen.findByText('에스프레소를 삭제합니다. 손님 화면에서도 바로 사라집니다.'),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: '삭제' }).at(-1) as HTMLElement);
    expect(await screen.findByText('에스프레소를 삭제했습니다.')).toBeInTheDocument();
  });
});
