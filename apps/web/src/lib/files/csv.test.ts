import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('csv', () => {
  it('round-trips commas, quotes, newlines, Hangul and leading spaces', () => {
    const rows = [
      ['상품명', '설명'],
      ['아메리카노, 아이스', '진한 "에스프레소"\n두 샷'],
      ['  공백', ''],
    ];
    expect(parseCsv(toCsv(rows)).rows).toEqual(rows);
  });

  it('starts with a BOM and uses CRLF for Excel', () => {
    expect(toCsv([['a', 'b']])).toBe('\uFEFFa,b\r\n');
  });

  it('neutralises formula cells but keeps negative numbers, and restores them on import', () => {
    const csv = toCsv([['=HYPERLINK("x")', '-500', '-샷']]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',-500,');
    expect(parseCsv(csv).rows).toEqual([['=HYPERLINK("x")', '-500', '-샷']]);
  });

  it('neutralises + and @ formulas and keeps number cells as they are', () => {
    const csv = toCsv([['+82 10', '@SUM(A1)', -500, 3500, '-1.5']]);
    expect(csv).toBe(`\uFEFF"'+82 10","'@SUM(A1)",-500,3500,-1.5\r\n`);
  });

  it("guesses another program's delimiter and skips lines of blank cells when asked", () => {
    expect(
      parseCsv('받는분\t연락처\n김민지\t010-1234-5678\n\t\n', { delimiter: 'guess', skipBlankRows: true })
        .rows,
    ).toEqual([
      ['받는분', '연락처'],
      ['김민지', '010-1234-5678'],
    ]);
    expect(parseCsv('a;b\n,\n').rows).toEqual([['a;b'], ['', '']]);
  });

  it('accepts LF files, skips blank lines and keeps empty trailing cells', () => {
    expect(parseCsv('a,b,\n\nc,d,e').rows).toEqual([
      ['a', 'b', ''],
      ['c', 'd', 'e'],
    ]);
  });

  it('reports an unclosed quote', () => {
    expect(parseCsv('a,"b\n').error).toBe('unclosedQuote');
  });
});
