import Papa from 'papaparse';

/**
 * The one CSV reader and writer (issue #10), through papaparse (RFC 4180). Exports start with a UTF-8 BOM and use
 * CRLF, because that is what makes Excel on Korean Windows open Hangul correctly; imports take the text
 * `decodeText` made of the file's bytes (UTF-8 or CP949).
 */
const BOM = '\uFEFF';

/** A cell of an export: numbers stay numbers, so Excel can sum them. */
export type CsvCell = string | number;

/**
 * A cell starting with = + - @ is run as a formula by spreadsheets (CSV injection); papaparse puts an apostrophe
 * before it, which keeps it text. Numbers such as -500 stay numbers.
 */
const FORMULA_START = /^[=+@]|^-(?!\d+(\.\d+)?$)/;

export const toCsv = (rows: readonly (readonly CsvCell[])[]): string =>
  `${BOM}${Papa.unparse(rows as CsvCell[][], { newline: '\r\n', escapeFormulae: FORMULA_START })}\r\n`;

/** Undoes the apostrophe on import, so a value survives an export → import round trip unchanged. */
const restore = (cell: string) => (/^'[=+@-]/.test(cell) ? cell.slice(1) : cell);

export type CsvParseOptions = {
  /** ',' (our own exports and templates), or guessed from the text among , ; tab | (other programs' exports). */
  delimiter?: ',' | 'guess';
  /** Also skip lines of blank cells only (",,,"), not just empty lines. */
  skipBlankRows?: boolean;
};

export type CsvParseResult = { rows: string[][]; error?: 'unclosedQuote' };

export const parseCsv = (input: string, options: CsvParseOptions = {}): CsvParseResult => {
  const text = input.startsWith(BOM) ? input.slice(1) : input;
  const parsed = Papa.parse<string[]>(text, {
    // papaparse guesses the delimiter when given none.
    delimiter: options.delimiter === 'guess' ? '' : ',',
    skipEmptyLines: options.skipBlankRows ? 'greedy' : true,
  });
  const rows = parsed.data.map((row) => row.map(restore));
  return parsed.errors.some((error) => error.code === 'MissingQuotes')
    ? { rows, error: 'unclosedQuote' }
    : { rows };
};
