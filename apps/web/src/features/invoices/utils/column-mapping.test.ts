import { describe, expect, it } from 'vitest';
import { guessColumns, headerKey, isCompleteMapping, mapCourierRows, toCourierTable } from './column-mapping';
import { findRememberedMapping, rememberMapping } from './column-mapping-store';

describe('courier file columns', () => {
  it('finds name, phone and tracking number by what the columns hold, the header telling the name apart', () => {
    const table = toCourierTable([
      ['\uFEFF상품', '받는분', '운송장번호', '연락처'],
      ['한라봉', '김민지', '6896-1234-5678', '010-1234-5678'],
      ['귤', '이준호', '689612345680', '+82 10 9876 5432'],
    ]);
    expect(table.header).toEqual(['상품', '받는분', '운송장번호', '연락처']);
    const mapping = guessColumns(table);
    expect(mapping).toEqual({ name: 1, phone: 3, invoice: 2 });
    expect(mapCourierRows(table, mapping)).toEqual([
      { name: '김민지', phone: '010-1234-5678', invoice: '689612345678' },
      { name: '이준호', phone: '010-9876-5432', invoice: '689612345680' },
    ]);
  });

  it('leaves a column unfound when no column holds it, and reads the one the owner picks', () => {
    // Excel stored the phone numbers as numbers and dropped their leading 0: they read as tracking numbers.
    const table = toCourierTable([
      ['수하인', '수하인 휴대폰', '운송장'],
      ['김민지', '1012345678', '689612345678'],
      ['이준호', '1098765432', '689612345680'],
    ]);
    const guessed = guessColumns(table);
    expect(guessed.phone).toBeNull();
    expect(isCompleteMapping(guessed, table.columnCount)).toBe(false);
    const chosen = { name: 0, phone: 1, invoice: 2 };
    expect(isCompleteMapping(chosen, table.columnCount)).toBe(true);
    expect(mapCourierRows(table, chosen)[0]).toEqual({
      name: '김민지',
      phone: '010-1234-5678',
      invoice: '689612345678',
    });
    expect(isCompleteMapping({ name: 0, phone: 1, invoice: 5 }, table.columnCount)).toBe(false);
  });

  it('keys a file by its header row, or by its column count when it has none', () => {
    const withHeader = toCourierTable([
      ['받는분', '연락처'],
      ['김민지', '010-1234-5678'],
    ]);
    expect(headerKey(withHeader)).toBe('받는분\t연락처');
    const bare = toCourierTable([['김민지', '010-1234-5678', '6896 1234 5678']]);
    expect(bare.header).toBeNull();
    expect(headerKey(bare)).toBe('#3');
  });

  it('remembers a mapping per company and header row', () => {
    const storage = window.localStorage;
    storage.clear();
    rememberMapping('farm-a', '받는분\t연락처', { name: 0, phone: 1, invoice: 2 }, storage);
    rememberMapping('farm-a', '#3', { name: null, phone: 2, invoice: 0 }, storage);
    expect(findRememberedMapping('farm-a', '받는분\t연락처', storage)).toEqual({
      name: 0,
      phone: 1,
      invoice: 2,
    });
    expect(findRememberedMapping('farm-a', '#3', storage)).toEqual({ name: null, phone: 2, invoice: 0 });
    expect(findRememberedMapping('farm-b', '받는분\t연락처', storage)).toBeNull();
    storage.setItem('jumun-waybill-columns:farm-c', '{not json');
    expect(findRememberedMapping('farm-c', '#3', storage)).toBeNull();
    storage.setItem(
      'jumun-waybill-columns:farm-d',
      JSON.stringify({ '#3': { name: 'x', phone: 1, invoice: 2 } }),
    );
    expect(findRememberedMapping('farm-d', '#3', storage)).toBeNull();
  });
});
