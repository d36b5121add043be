/**
 * RFC 4180 CSV. Exports start with a UTF-8 BOM and use CRLF, because that is what makes Excel on Korean
 * Windows open Hangul correctly; imports accept either line ending and strip the BOM.
 */
const BOM = '\uFEFF';

const quote = (cell: string) =>
  /[",\r\n]/.test(cell) || /^\s|\s$/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;

/**
 * A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection); a leading apostrophe keeps it
 * text. Numbers such as -500 stay numbers.
 */
const neutralise = (cell: string) => (/^[=+@]|^-(?!\d+(\.\d+)?$)/.test(cell) ? `'${cell}` : cell);

export const toCsv = (rows: readonly (readonly string[])[]): string =>
  `${BOM}${rows.map((row) => row.map((cell) => quote(neutralise(cell))).join(',')).join('\r\n')}\r\n`;

/** Undoes `neutralise` on import, so a value survives an export → import round trip unchanged. */
const restore = (cell: string) => (/^'[=+@-]/.test(cell) ? cell.slice(1) : cell);

export type CsvParseResult = { rows: string[][]; error?: string };

export const parseCsv = (input: string): CsvParseResult => {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  let index = 0;
  const endCell = () => {
    row.push(restore(cell));
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (!(row.length === 1 && row[0] === '')) rows.push(row);
    row = [];
  };
  while (index < text.length) {
    const char = text[index] as string;
    if (isQuoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') {
        isQuoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === '') {
      isQuoted = true;
    } else if (char === ',') {
      endCell();
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      endRow();
    } else {
      cell += char;
    }
    index += 1;
  }
  if (isQuoted) return { rows, error: '닫히지 않은 따옴표가 있습니다. 파일을 확인하세요.' };
  if (cell !== '' || row.length > 0) endRow();
  return { rows };
};
