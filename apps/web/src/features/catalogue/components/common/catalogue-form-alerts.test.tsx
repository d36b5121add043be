import type { Category } from '@jumun/shared';
import { makeCategory } from '@jumun/shared/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../../testing/render-page';
import { CategoryForm, categoryToForm } from '../category/category-form';

/** Another administrator's save arriving through the live sync store while the form is open. */
let publishLive: (category: Category | undefined) => void = () => {};

const OpenForm = ({ first }: { first: Category }) => {
  const [live, setLive] = useState<Category | undefined>(first);
  publishLive = setLive;
  return <CategoryForm initialValues={categoryToForm(first)} live={live} canWrite />;
};

const nameInput = () => screen.getByRole('textbox', { name: /카테고리명/ });

describe('CatalogueFormAlerts on a catalogue form', () => {
  it("tells the owner who is typing about another administrator's save, and takes it on request", async () => {
    const first = makeCategory('ca1', { categoryName: '커피', revision: 1 });
    renderPage(<OpenForm first={first} />, '/admin/category/ca1');
    const user = userEvent.setup();
    await user.clear(nameInput());
    await user.type(nameInput(), '아메리카노');

    act(() => publishLive({ ...first, categoryName: '음료', revision: 2 }));

    expect(await screen.findByText('다른 관리자가 방금 수정했습니다')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('아메리카노');
    await user.click(screen.getByRole('button', { name: '내 변경 버리고 최신 내용 불러오기' }));
    expect(nameInput()).toHaveValue('음료');
    expect(screen.queryByText('다른 관리자가 방금 수정했습니다')).not.toBeInTheDocument();
  });

  it("quietly takes another administrator's save when nothing was typed", async () => {
    const first = makeCategory('ca1', { categoryName: '커피', revision: 1 });
    renderPage(<OpenForm first={first} />, '/admin/category/ca1');
    await screen.findByDisplayValue('커피');

    act(() => publishLive({ ...first, categoryName: '음료', revision: 2 }));

    expect(await screen.findByDisplayValue('음료')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the item was deleted elsewhere', async () => {
    const first = makeCategory('ca1', { revision: 1 });
    renderPage(<OpenForm first={first} />, '/admin/category/ca1');
    await screen.findByDisplayValue('커피');

    act(() => publishLive(undefined));

    expect(await screen.findByText('다른 곳에서 삭제되었습니다')).toBeInTheDocument();
  });
});
