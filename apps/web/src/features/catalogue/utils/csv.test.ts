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
