import { describe, expect, it } from 'vitest';
import { decodeText } from './decode-text';

/** "상품명,판매가\r\n에스프레소,3500\r\n" as Korean Excel saves it (CP949), byte for byte. */
const CP949_CSV = Uint8Array.from([
  187, 243, 199, 176, 184, 237, 44, 198, 199, 184, 197, 176, 161, 13, 10, 191, 161, 189, 186, 199, 193, 183,
  185, 188, 210, 44, 51, 53, 48, 48, 13, 10,
]);
const CSV = '상품명,판매가\r\n에스프레소,3500\r\n';

describe('decodeText', () => {
  it('reads a CP949 file from Korean Excel', () => {
    expect(decodeText(CP949_CSV)).toEqual({ text: CSV, encoding: 'euc-kr' });
  });

  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    const utf8 = new TextEncoder().encode(CSV);
    expect(decodeText(utf8)).toEqual({ text: CSV, encoding: 'utf-8' });
    expect(decodeText(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8]))).toEqual({
      text: CSV,
      encoding: 'utf-8',
    });
  });
});
