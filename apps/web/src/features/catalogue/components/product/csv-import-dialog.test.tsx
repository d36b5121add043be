import { makeProduct } from '@jumun/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toCsv } from '../../../../lib/files/csv';
import { catalogueSync } from '../../../../lib/sync';
import { TEST_COMPANY_ID } from '../../../../testing/catalogue-cache';
import { fail, installFakeApi, ok } from '../../../../testing/fake-api';
import { renderPage } from '../../../../testing/render-page';
import type { CsvLookups } from '../../utils/product-csv-columns';
import { CsvImportDialog } from './csv-import-dialog';

const lookups: CsvLookups = {
  categoryIdByName: new Map([['커피', 'c1']]),
  categoryNameById: new Map([['c1', '커피']]),
  optionGroupIdByName: new Map(),
  optionGroupNameById: new Map(),
  optionIdByName: new Map(),
  optionNameById: new Map(),
};
const products = [makeProduct('p1', { productName: '아메리카노', revision: 2 })];
const csvFile = (rows: string[][]) => new File([toCsv(rows)], 'products.csv', { type: 'text/csv' });

let api: ReturnType<typeof installFakeApi>;
beforeEach(() => {
  api = installFakeApi();
  catalogueSync.start(TEST_COMPANY_ID);
});
afterEach(() => {
  catalogueSync.stopSync();
  api.restore();
});

const openDialog = () =>
  renderPage(<CsvImportDialog opened onClose={vi.fn()} products={products} lookups={lookups} />, '/import');

describe('CsvImportDialog', () => {
  it('previews per-row errors and imports nothing while any row is wrong', async () => {
    const user = userEvent.setup();
    openDialog();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input,
      csvFile([
        ['상품ID', '상품명', '판매가', '카테고리'],
        ['p1', '아메리카노', '4000', '커피'],
        ['', '', '1000', '없는 분류'],
      ]),
    );

    expect(await screen.findByTestId('csv-import-summary')).toHaveTextContent(
      '2줄 · 저장할 상품 1개 · 오류 1줄',
    );
    expect(screen.getByText('카테고리: 없는 카테고리입니다: 없는 분류')).toBeInTheDocument();
    expect(screen.getByText('상품명: 상품명을 입력하세요')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '가져오기' })).toBeDisabled();
  });

  it('imports every row in one saveMany, and reports a refusal without partial changes', async () => {
    const user = userEvent.setup();
    api.on('POST', /\/product\/saveMany$/, () =>
      fail(409, 'CONFLICT', '서버에서 내용이 변경되어 저장할 수 없습니다'),
    );
    openDialog();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(
      input,
      csvFile([
        ['상품ID', '수정번호', '상품명', '판매가'],
        ['p1', '2', '아메리카노', '3900'],
        ['', '', '콜드브루', '5500'],
      ]),
    );

    await user.click(await screen.findByRole('button', { name: '2개 가져오기' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '가져오지 않았습니다 (아무것도 바뀌지 않았습니다): 서버에서 내용이 변경되어 저장할 수 없습니다',
    );
    const saveMany = api.calls.filter((call) => call.path.endsWith('/saveMany'));
    expect(saveMany).toHaveLength(1);
    const body = saveMany[0]?.body as { items: unknown[] } | undefined;
    expect(body?.items).toEqual([
      expect.objectContaining({ id: 'p1', revision: 2, priceDiscounted: 3900 }),
      expect.objectContaining({ productName: '콜드브루', priceDiscounted: 5500 }),
    ]);

    api.on('POST', /\/product\/saveMany$/, () => ok({ ids: ['p1', 'p_new'], items: [] }));
    await user.click(screen.getByRole('button', { name: '2개 가져오기' }));
    await waitFor(() => expect(api.calls.filter((call) => call.path.endsWith('/saveMany'))).toHaveLength(2));
  });
});
