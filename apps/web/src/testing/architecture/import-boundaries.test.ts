import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestFile, readSourceFiles, type SourceFile, SRC } from './source-files';

/**
 * The web app's import rules (house style §2.8, issue #10), checked in `npm test` rather than only written down:
 *
 * - shared code (`lib`, `components`, `config`, `hooks`, `types`, `utils`) imports no feature and not the app;
 * - a feature imports shared code and itself, never another feature and never the app;
 * - the app imports a feature only through what its `index.ts` exports (the page modules it names);
 * - production code never imports test support (`src/testing`, `features/<f>/testing`);
 * - tests reach the app layer only through `src/testing` (render helpers), like production code;
 * - features call the API with `api.*` only; `apiRequest` is lib's plumbing (session refresh, sync transport);
 * - the service worker (`service-worker/`) is a program of its own in the browser's worker scope: it imports
 *   nothing of the page, and the page imports nothing of it (vite-plugin-pwa builds it apart).
 */

/**
 * Features whose owner is rewriting them in parallel (issue #10 / the storefront work): they get the rules once
 * they land with an `index.ts`. The storefront engineer removes `storefront` from this list.
 */
const FEATURES_WITHOUT_INDEX_YET: string[] = [];

const SHARED = ['lib', 'components', 'config', 'hooks', 'types', 'utils', 'styles'];

type Layer =
  | { kind: 'app' }
  | { kind: 'feature'; name: string }
  | { kind: 'shared' }
  | { kind: 'testing' }
  | { kind: 'worker' };

const layerOf = (relative: string): Layer => {
  const [top, second = ''] = relative.split('/');
  if (top === 'app' || relative === 'main.tsx') return { kind: 'app' };
  if (top === 'features') return { kind: 'feature', name: second };
  if (top === 'testing') return { kind: 'testing' };
  if (top === 'service-worker') return { kind: 'worker' };
  if (top && SHARED.includes(top)) return { kind: 'shared' };
  throw new Error(`${relative}: unknown top-level folder; add it to the import-boundary test`);
};

const IMPORT = /(?:from\s+|import\s*\(\s*|vi\.mock\(\s*)['"](\.[^'"]*)['"]/g;

/** The relative imports of a file, resolved to paths relative to src (only files inside src). */
const importsOf = (file: SourceFile): string[] =>
  [...file.text.matchAll(IMPORT)].flatMap((match) => {
    const target = path.resolve(path.dirname(file.path), match[1] ?? '');
    const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => `${target}${suffix}`);
    const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
    if (!found) return [];
    return [path.relative(SRC, found).split(path.sep).join('/')];
  });

const files = readSourceFiles();
const featureNames = readdirSync(path.join(SRC, 'features'));

/** The modules a feature's index.ts re-exports from: its public surface. */
const publicSurface = new Map(
  featureNames.map((name) => {
    const index = files.find((file) => file.relative === `features/${name}/index.ts`);
    return [name, new Set(index ? [index.relative, ...importsOf(index)] : [])];
  }),
);

const violationsOf = (file: SourceFile): string[] => {
  const from = layerOf(file.relative);
  const isTest = isTestFile(file.relative);
  return importsOf(file).flatMap((target) => {
    const to = layerOf(target);
    const say = (rule: string) => [`${file.relative} → ${target}: ${rule}`];
    if ((from.kind === 'worker') !== (to.kind === 'worker'))
      return say('the service worker and the page share no code');
    if (to.kind === 'testing' || (isTestFile(target) && !isTest))
      return isTest ? [] : say('production code imports test support');
    if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app'))
      return say('shared code must not import features or the app');
    if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
      return say(`feature "${from.name}" must not import feature "${to.name}"`);
    if (from.kind === 'feature' && to.kind === 'app') return say('a feature must not import the app');
    // A test of the app layer may compare features' internals (e.g. owner preview vs customer menu).
    if (
      from.kind === 'app' &&
      to.kind === 'feature' &&
      !isTest &&
      !FEATURES_WITHOUT_INDEX_YET.includes(to.name)
    ) {
      if (!publicSurface.get(to.name)?.has(target))
        return say(`the app imports feature "${to.name}" only through what its index.ts exports`);
    }
    return [];
  });
};

describe('import boundaries (apps/web/src)', () => {
  it('reads the source tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(featureNames).toContain('catalogue');
  });

  it('keeps shared → features → app one way, features apart, and test support out of production', () => {
    expect(files.flatMap(violationsOf)).toEqual([]);
  });

  it('gives every feature an index.ts', () => {
    const missing = featureNames.filter(
      (name) =>
        !FEATURES_WITHOUT_INDEX_YET.includes(name) &&
        !existsSync(path.join(SRC, 'features', name, 'index.ts')),
    );
    expect(missing).toEqual([]);
  });

  it('lets features call the API only through api.*', () => {
    const offenders = files.filter(
      (file) =>
        file.relative.startsWith('features/') &&
        !isTestFile(file.relative) &&
        /\bapiRequest\b/.test(file.text),
    );
    expect(offenders.map((file) => file.relative)).toEqual([]);
  });

  it('catches a feature importing another feature (the check can fail)', () => {
    const fake: SourceFile = {
      path: path.join(SRC, 'features/catalogue/components/fake.tsx'),
      relative: 'features/catalogue/components/fake.tsx',
      text: "import { StampCouponListPage } from '../../stamp-coupons/components/stamp-coupon-list-page';",
    };
    expect(violationsOf(fake)).toEqual([
      'features/catalogue/components/fake.tsx → features/stamp-coupons/components/stamp-coupon-list-page.tsx: feature "catalogue" must not import feature "stamp-coupons"',
    ]);
  });
});
