import { describe, expect, it } from 'vitest';
import { isBlockPaste, pasteIntoRows, splitClipboardBlock, withoutHeaderRow } from './grid-paste';
import { emptyRow } from './waybill-grid';

describe('pasting a block into the waybill grid', () => {
  it('splits an Excel copy on tabs and line breaks, quoted cells kept whole', () => {
    expect(splitClipboardBlock('김민지\t010-1234-5678\r\n이준호\t01098765432\r\n')).toEqual([
      ['김민지', '010-1234-5678'],
      ['이준호', '01098765432'],
    ]);
    expect(splitClipboardBlock('"김 ""민지"""\t"a\tb"\n\tx')).toEqual([
      ['김 "민지"', 'a\tb'],
      ['', 'x'],
    ]);
    expect(splitClipboardBlock('"line one\nline two"\t1')).toEqual([['line one\nline two', '1']]);
    expect(splitClipboardBlock('say "hi"')).toEqual([['say "hi"']]);
  });

  it('skips the column titles a block was copied with, and only them', () => {
    const block = splitClipboardBlock('이름\t전화번호\t송장번호\n김민지\t010-1234-5678\t6896-1234-5678\n');
    const pasted = pasteIntoRows([emptyRow()], { row: 0, field: 'name' }, withoutHeaderRow(block), () =>
      emptyRow(),
    );
    expect(pasted).toHaveLength(1);
    expect(pasted[0]).toMatchObject({ name: '김민지', phone: '010-1234-5678', invoice: '689612345678' });
    // Titles of a block pasted from the phone column, as a courier site labels them.
    expect(
      withoutHeaderRow([
        ['휴대폰', '운송장번호'],
        ['01012345678', '689612345678'],
      ]),
    ).toEqual([['01012345678', '689612345678']]);
    // A first row that is a parcel stays, even with a name that is no title.
    const rows = [['김민지', '010-1234-5678', '689612345678']];
    expect(withoutHeaderRow(rows)).toBe(rows);
  });

  it('tells a block from a single value', () => {
    expect(isBlockPaste('6070000000001')).toBe(false);
    expect(isBlockPaste('6070000000001\r\n')).toBe(false);
    expect(isBlockPaste('김민지 010-1234-5678')).toBe(false);
    expect(isBlockPaste('김민지\t010-1234-5678')).toBe(true);
    expect(isBlockPaste('6070000000001\n6070000000002')).toBe(true);
  });

  it('fills from the cell pasted into, rightwards and downwards, adding rows as needed', () => {
    const rows = [emptyRow(), emptyRow()];
    rows[0] = { ...(rows[0] as (typeof rows)[number]), name: '그대로' };
    const block = splitClipboardBlock(
      '+82 10 1234 5678\t6896-1234-5678\t메모\n01098765432\t6896 1234 5680\n',
    );
    const pasted = pasteIntoRows(rows, { row: 1, field: 'phone' }, block, () => emptyRow());
    expect(pasted).toHaveLength(3);
    expect(pasted[0]?.name).toBe('그대로');
    expect(pasted[1]).toMatchObject({ name: '', phone: '010-1234-5678', invoice: '689612345678' });
    expect(pasted[2]).toMatchObject({ name: '', phone: '010-9876-5432', invoice: '689612345680' });
    // The original rows are not changed in place (React state).
    expect(rows[1]?.phone).toBe('');
  });

  it('keeps a cell that is not a number as written, so the grid marks it', () => {
    const block = splitClipboardBlock('김민지\t02-123-4567\t12345');
    const [row] = pasteIntoRows([emptyRow()], { row: 0, field: 'name' }, block, () => emptyRow());
    expect(row).toMatchObject({ name: '김민지', phone: '02-123-4567', invoice: '12345' });
  });
});
