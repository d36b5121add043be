import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, moduleCyclesOf, moduleGraphOf, violationOf } from './import-rules';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const listSourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : listSourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** `./x` → the file it loads (x.ts, x/index.ts), relative to apps/server. */
const resolveRelative = (fromFile: string, specifier: string): string => {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base];
  const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
  return path.relative(SERVER_ROOT, found ?? base);
};

/** Every relative import (static, dynamic, `export … from`) of every file under src/ and test/. */
const collectEdges = (): ImportEdge[] =>
  ['src', 'test'].flatMap((dir) =>
    listSourceFiles(path.join(SERVER_ROOT, dir)).flatMap((file) => {
      const info = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
      return info.importedFiles
        .map((imported) => imported.fileName)
        .filter((specifier) => specifier.startsWith('.'))
        .map((specifier) => ({
          from: path.relative(SERVER_ROOT, file),
          to: resolveRelative(file, specifier),
          specifier,
        }));
    }),
  );

describe('server import boundaries (docs/code-style.md)', () => {
  it('holds for every import under apps/server', () => {
    const edges = collectEdges();
    expect(edges.length).toBeGreaterThan(100);
    const violations = edges.flatMap((edge) => {
      const reason = violationOf(edge);
      return reason ? [`${edge.from} → '${edge.specifier}': ${reason}`] : [];
    });
    expect(violations).toEqual([]);
  });

  it('leaves no cycle between modules in production code (one module depends on another, never both ways)', () => {
    const graph = moduleGraphOf(collectEdges());
    expect(graph.size).toBeGreaterThan(10);
    expect(moduleCyclesOf(graph)).toEqual([]);
  });

  it('finds a cycle when two modules import each other', () => {
    const graph = moduleGraphOf([
      { from: 'src/modules/auth/a.ts', to: 'src/modules/members/index.ts', specifier: '../members' },
      { from: 'src/modules/members/b.ts', to: 'src/modules/auth/index.ts', specifier: '../auth' },
      { from: 'src/modules/members/b.test.ts', to: 'src/modules/orders/index.ts', specifier: '../orders' },
    ]);
    expect(moduleCyclesOf(graph)).toEqual(['auth → members → auth']);
  });

  it.each([
    [
      'src/modules/orders/orders.service.ts',
      'src/modules/catalogue/catalogue.repository.ts',
      /modules\/catalogue/,
    ],
    ['src/modules/orders/orders.service.ts', 'test/factories/company.ts', /test tree/],
    ['src/seed/demo-seed.ts', 'src/modules/company/company.repository.ts', /index\.ts/],
    ['src/lib/money.ts', 'src/modules/orders/index.ts', /lower layers/],
    ['src/access/require-access.ts', 'src/plugins/auth-session.ts', /lower layers/],
    ['src/modules/orders/orders.routes.ts', 'src/app.ts', /composition/],
  ])('refuses %s → %s', (from, to, reason) => {
    expect(violationOf({ from, to, specifier: to })).toMatch(reason);
  });

  it.each([
    ['src/modules/orders/orders.service.ts', 'src/modules/catalogue/index.ts'],
    ['src/modules/orders/orders.service.ts', 'src/modules/orders/orders.repository.ts'],
    ['src/modules/orders/orders.service.ts', 'src/access/index.ts'],
    ['src/app.ts', 'src/modules/orders/index.ts'],
    ['src/modules/orders/orders.routes.test.ts', 'test/build-app.ts'],
    ['test/authorization-matrix/context.ts', 'src/modules/auth/id-token.ts'],
  ])('allows %s → %s', (from, to) => {
    expect(violationOf({ from, to, specifier: to })).toBeUndefined();
  });
});
