import { makeCategory, makeProduct } from '@jumun/shared/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../../lib/i18n';
import { catalogueSync } from '../../../../lib/sync';
import { seedCache } from '../../../../testing/catalogue-cache';
import { installFakeApi } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import { CategoryListPage } from '../category/category-list-page';
import { OptionGroupListPage } from '../option-group/option-group-list-page';

vi.mock('../../../../lib/company/use-current-company', () => ({
  useCurrentCompany: () => ({ companyId: 'coTest', canWrite: true, isDemo: false }),
}));

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

describe('catalogue list pages', () => {
  it('lists categories in menu order with their product counts and offers reorder and create', async () => {
    await seedCache('category', [
      makeCategory('c_tea', { categoryName: '차', displayLevel: 20 }),
      makeCategory('c_coffee', { categoryName: '커피', displayLevel: 10 }),
    ]);
    await seedCache('product', [
      makeProduct('p1', { categories: ['c_coffee'] }),
      makeProduct('p2', { categories: ['c_coffee', 'c_tea'] }),
    ]);
    renderPage(<CategoryListPage />, '/admin/category');
    const table = await screen.findByRole('table', { name: '카테고리 목록' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['커피2개10', '차1개20']);
    expect(screen.getByRole('button', { name: '순서 편집' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '새 카테고리' })).toHaveAttribute(
      'href',
      '/admin/category/create',
    );
  });

  it('says there is nothing yet with the right particle (옵션 그룹이)', async () => {
    await seedCache('optionGroup', []);
    await seedCache('option', []);
    await seedCache('product', []);
    renderPage(<OptionGroupListPage />, '/admin/option-group');
    expect(await screen.findByText('아직 옵션 그룹이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '순서 편집' })).toBeDisabled();
  });

  it('speaks English with the plural and singular of the kind once English is on', async () => {
    await seedCache('optionGroup', []);
    await seedCache('option', []);
    await seedCache('product', []);
    await changeLanguage('en');
    try {
      renderPage(<OptionGroupListPage />, '/admin/option-group');
      expect(await screen.findByText('No option groups yet.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Option groups' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'New option group' })).toBeInTheDocument();
    } finally {
      await changeLanguage('ko');
    }
  });
});
