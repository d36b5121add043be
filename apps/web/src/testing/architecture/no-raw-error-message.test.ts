import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isTestFile, readSourceFiles } from './source-files';

/**
 * One error mapping path (issue #10): a caught error reaches the screen through `lib/save-problem.ts`
 * (`problemMessage`, `toSaveProblem`), never as its own `.message` — a lost connection would show as the browser's
 * "Failed to fetch", a bug as English. This fails on `caught.message` (or `(caught as Error).message`) inside a
 * `catch` block, where `caught` is the block's own error.
 */

/** Files that read a caught error's message for something else than showing it. Each entry says why. */
const READS_MESSAGE: Record<string, string> = {
  'lib/api-client.ts': 'turns what fetch threw into the NETWORK failure that save-problem then words',
  'main.tsx': 'the start-up error page shows it as a technical detail under its own words (spec §8)',
};

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

/** `x.message` inside `catch (x) { … }`, as the source text of each. */
export const caughtMessagesOf = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node, caught: ReadonlySet<string>) => {
    let names = caught;
    if (
      ts.isCatchClause(node) &&
      node.variableDeclaration &&
      ts.isIdentifier(node.variableDeclaration.name)
    ) {
      names = new Set([...caught, node.variableDeclaration.name.text]);
    }
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'message') {
      const target = unwrap(node.expression);
      if (ts.isIdentifier(target) && names.has(target.text)) found.push(node.getText(source));
    }
    node.forEachChild((child) => visit(child, names));
  };
  visit(source, new Set());
  return found;
};

describe('no raw error message on screen', () => {
  const files = readSourceFiles();

  it("finds a caught error's own message, however it is cast (the check can fail)", () => {
    const sample = [
      'try { run(); } catch (error) { show((error as Error).message); }',
      'try { run(); } catch (caught) { show(caught instanceof Error ? caught.message : ""); }',
      'try { run(); } catch (error) { show(problemMessage(error)); }',
      'const other = (problem: { message: string }) => problem.message;',
    ].join('\n');
    expect(caughtMessagesOf('sample.ts', sample)).toEqual(['(error as Error).message', 'caught.message']);
  });

  it('keeps every caught error on the one mapping path', () => {
    const offenders = files
      .filter(({ relative }) => !isTestFile(relative) && !(relative in READS_MESSAGE))
      .flatMap(({ relative, text }) =>
        caughtMessagesOf(relative, text).map((found) => `${relative}: ${found}`),
      );
    expect(offenders).toEqual([]);
  });

  it('lists only files that still read a caught message', () => {
    const stale = Object.keys(READS_MESSAGE).filter((relative) => {
      const file = files.find((candidate) => candidate.relative === relative);
      return !file || caughtMessagesOf(relative, file.text).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
