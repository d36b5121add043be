/**
 * The text of a file someone picked, whatever Korean Excel saved it as (issue #9): UTF-8 with or without a BOM,
 * or CP949 / EUC-KR (Excel's "CSV (쉼표로 분리)" on Korean Windows). UTF-8 is tried strictly first, since a
 * CP949 file is almost never valid UTF-8; the browser's own TextDecoder does the work ('euc-kr' in the Encoding
 * Standard is Windows-949, the full CP949 with syllables such as 똠; Node's ICU decoder, which the unit tests
 * run on, knows only the EUC-KR part).
 */
export type TextEncodingName = 'utf-8' | 'euc-kr';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export const decodeText = (bytes: ArrayBuffer | Uint8Array): { text: string; encoding: TextEncodingName } => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const hasBom = UTF8_BOM.every((byte, index) => view[index] === byte);
  if (hasBom) return { text: new TextDecoder('utf-8').decode(view.subarray(3)), encoding: 'utf-8' };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(view), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('euc-kr').decode(view), encoding: 'euc-kr' };
  }
};

/** The bytes of a picked file (FileReader: every browser and the test DOM). */
export const readFileBytes = (file: Blob): Promise<ArrayBuffer> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.readAsArrayBuffer(file);
  });
