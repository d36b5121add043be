import { normalizeKoreanMobile, normalizeTrackingNumber } from './korean-mobile';

/**
 * Rows pasted on /admin/invoice (domain §9), read the same way by the page and the server: lines split on line
 * breaks, cells on tabs, commas or semicolons, words on spaces. A name is the first word with Hangul or Latin
 * letters; a phone is a Korean mobile number in any common form; a tracking number (등기번호) is 10–14 digits, and
 * both may be written in groups ("6896-1234-5678", "6896 1234 5680", "+82 10 1234 5678"), so neighbouring digit
 * groups are joined when together they make one. A header row (이름 / 전화번호 / 송장번호) is recognised and skipped;
 * a tracking number seen earlier in the paste is flagged as a duplicate. Never throws: any text gives rows.
 */
export type WaybillRow = {
  /** 1-based line of the paste. */
  line: number;
  name: string | null;
  /** 010-1234-5678 form. */
  phone: string | null;
  /** Digits only. */
  trackingNumber: string | null;
  unparsed: string[];
  /** Lacks a phone or tracking number that other rows have: shown in red. */
  isIncomplete: boolean;
  /** The line that already has this tracking number, when this one repeats it. */
  duplicateOfLine: number | null;
};

export type WaybillPaste = {
  rows: WaybillRow[];
  /** Lines taken for a header row (이름 / 전화번호 / 송장번호 …) and skipped. */
  headerLines: number[];
};

const LETTERS = /[\p{Script=Hangul}A-Za-z]/u;
const DIGIT_GROUP = /^\+?\(?\d[\d().-]*$/;
/** Column titles people put above their rows (Excel exports, courier sites). */
const HEADER_WORDS = new Set(
  [
    '이름',
    '성명',
    '고객명',
    '수령인',
    '수령자',
    '수취인',
    '받는분',
    '받는사람',
    '주문자',
    '구매자',
    '전화번호',
    '전화',
    '연락처',
    '휴대폰',
    '휴대폰번호',
    '핸드폰',
    '핸드폰번호',
    '휴대전화',
    '송장번호',
    '송장',
    '운송장번호',
    '운송장',
    '등기번호',
    '등기',
    '택배사',
    '택배회사',
    '상품명',
    '주소',
    '비고',
    '번호',
    '순번',
    'name',
    'phone',
    'tel',
    'mobile',
    'tracking',
    'invoice',
    'waybill',
    'courier',
    'no',
    'no.',
  ].map((word) => word.toLowerCase()),
);
/** Joining more groups than this never makes a phone or tracking number (+82 10 1234 5678 is four). */
const MAX_GROUPS = 4;

const isHeaderWord = (word: string) => HEADER_WORDS.has(word.toLowerCase().replace(/[\s:()[\]_/.-]/g, ''));

type Parsed = Omit<WaybillRow, 'isIncomplete' | 'duplicateOfLine'>;

const take = (row: Parsed, candidate: string): boolean => {
  if (!row.phone) {
    const phone = normalizeKoreanMobile(candidate);
    if (phone) {
      row.phone = phone;
      return true;
    }
  }
  if (!row.trackingNumber) {
    const tracking = normalizeTrackingNumber(candidate);
    // A number that reads as a mobile number is never taken for a tracking number.
    if (tracking && !normalizeKoreanMobile(candidate)) {
      row.trackingNumber = tracking;
      return true;
    }
  }
  return false;
};

const parseWords = (row: Parsed, words: string[]) => {
  let index = 0;
  while (index < words.length) {
    const word = words[index] as string;
    let used = 0;
    if (DIGIT_GROUP.test(word)) {
      // The longest run of digit groups that makes a phone or tracking number wins.
      let last = index;
      while (
        last + 1 < words.length &&
        last - index + 1 < MAX_GROUPS &&
        DIGIT_GROUP.test(words[last + 1] as string)
      )
        last += 1;
      for (let end = last; end >= index && used === 0; end -= 1) {
        if (take(row, words.slice(index, end + 1).join(' '))) used = end - index + 1;
      }
    }
    if (used === 0) {
      if (!row.name && LETTERS.test(word) && !DIGIT_GROUP.test(word)) row.name = word;
      else row.unparsed.push(word);
      used = 1;
    }
    index += used;
  }
};

const parseLine = (text: string, line: number): Parsed => {
  const row: Parsed = { line, name: null, phone: null, trackingNumber: null, unparsed: [] };
  for (const cell of text.split(/[\t,;]/)) {
    const trimmed = cell.trim();
    if (!trimmed) continue;
    // A whole cell that is one number (a tab-separated "6896 1234 5680") is read as one before its words.
    if (!take(row, trimmed)) parseWords(row, trimmed.split(/\s+/));
  }
  return row;
};

const isHeaderRow = (row: Parsed) => {
  if (row.phone || row.trackingNumber) return false;
  const words = [row.name, ...row.unparsed].filter((word): word is string => Boolean(word));
  return (
    words.length > 0 &&
    words.some(isHeaderWord) &&
    words.every((word) => isHeaderWord(word) || !/\d/.test(word))
  );
};

export const parseWaybillPaste = (text: string): WaybillPaste => {
  const headerLines: number[] = [];
  const parsed: Parsed[] = [];
  const lines = String(text ?? '').split(/\r\n|\r|\n/);
  for (let index = 0; index < lines.length; index += 1) {
    const content = lines[index] as string;
    if (content.trim() === '') continue;
    const row = parseLine(content, index + 1);
    if (isHeaderRow(row)) headerLines.push(row.line);
    else parsed.push(row);
  }
  const someHavePhone = parsed.some((row) => row.phone);
  const someHaveTracking = parsed.some((row) => row.trackingNumber);
  const firstLineOf = new Map<string, number>();
  const rows = parsed.map((row): WaybillRow => {
    let duplicateOfLine: number | null = null;
    if (row.trackingNumber) {
      duplicateOfLine = firstLineOf.get(row.trackingNumber) ?? null;
      if (duplicateOfLine === null) firstLineOf.set(row.trackingNumber, row.line);
    }
    return {
      ...row,
      isIncomplete: (someHavePhone && !row.phone) || (someHaveTracking && !row.trackingNumber),
      duplicateOfLine,
    };
  });
  return { rows, headerLines };
};

/** The rows alone (header rows skipped). */
export const parseWaybillRows = (text: string): WaybillRow[] => parseWaybillPaste(text).rows;
