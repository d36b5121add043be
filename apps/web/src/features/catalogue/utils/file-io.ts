import { decodeText, readFileBytes } from '../../../lib/files/decode-text';

/** Saves a file through a temporary object URL (no server round trip for exports). */
export const downloadFile = (fileName: string, content: BlobPart, type = 'text/csv;charset=utf-8') => {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** products-coJumunSample-20261122.csv (or .xlsx) */
export const datedFileName = (prefix: string, companyId: string, now = new Date(), extension = 'csv') => {
  const stamp = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`;
  return `${prefix}-${companyId}-${stamp}.${extension}`;
};

/** A picked text file as text, whether saved as UTF-8 (with or without BOM) or CP949 by Korean Excel. */
export const readFileText = async (file: Blob): Promise<string> => decodeText(await readFileBytes(file)).text;

/** An .xlsx file is a zip: it starts with "PK". */
export const isXlsxFile = (file: File, bytes: ArrayBuffer) => {
  const head = new Uint8Array(bytes, 0, Math.min(2, bytes.byteLength));
  return /\.xlsx$/i.test(file.name) || (head[0] === 0x50 && head[1] === 0x4b);
};
