import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTestFile, readSourceFiles } from './source-files';

/**
 * Every user-visible word goes through i18n, Korean first and English complete (issue #10). This fails on
 * Hangul in a string literal, a template literal or JSX text of any component or util; comments are fine, and
 * so are tests, test data and the locale files themselves (`lib/i18n/locales/**`).
 */

/** Files whose Korean is data, not words of the screen. Each entry says why. */
const KOREAN_DATA: Record<string, string> = {
  'components/layouts/admin-frame/language-menu.tsx':
    'a language is named in its own words (한국어) in every language',
  'features/account/components/preferences-card.tsx': 'a language is named in its own words (한국어)',
  'features/auth/components/login-preferences.tsx': 'a language is named in its own words (한국어)',
  'features/catalogue/utils/product-csv-format.ts':
    'the product file format (headers, 예/아니오) owners exchange with Excel',
};

const HANGUL = /[\uAC00-\uD7A3\u3131-\u318E]/;

/** The Hangul-bearing pieces of text a file shows: string and template literals, JSX text. */
export const hangulTextsOf = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      if (HANGUL.test(node.text)) found.push(node.text.trim());
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
};

const isExempt = (relative: string) =>
  isTestFile(relative) || relative.startsWith('lib/i18n/locales/') || relative in KOREAN_DATA;

describe('no hard-coded Hangul in components and utils', () => {
  const files = readSourceFiles();

  it('finds Hangul in strings and JSX text but not in comments (the check can fail)', () => {
    const sample = [
      '// 주석은 괜찮다',
      "const a = '저장';",
      'const b = `$' + '{n}개`;',
      'export const C = () => <p>취소</p>;',
    ].join('\n');
    expect(hangulTextsOf('sample.tsx', sample)).toEqual(['저장', '개', '취소']);
  });

  it('keeps every Korean word of the screens in the locale files', () => {
    const offenders = files
      .filter((file) => !isExempt(file.relative))
      .flatMap((file) => hangulTextsOf(file.path, file.text).map((text) => `${file.relative}: ${text}`));
    expect(offenders).toEqual([]);
  });

  it('has no stale entries in its lists', () => {
    const relatives = new Set(files.map((file) => file.relative));
    const stale = Object.keys(KOREAN_DATA).filter(
      (relative) =>
        !relatives.has(relative) ||
        hangulTextsOf(relative, files.find((f) => f.relative === relative)?.text ?? '').length === 0,
    );
    expect(stale).toEqual([]);
  });
});
