import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/web/src, for the architecture tests that read the source as text. */
export const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type SourceFile = { path: string; relative: string; text: string };

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });

/** Every .ts / .tsx file under src, with its path relative to src (forward slashes). */
export const readSourceFiles = (): SourceFile[] =>
  walk(SRC)
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => ({
      path: file,
      relative: path.relative(SRC, file).split(path.sep).join('/'),
      text: readFileSync(file, 'utf8'),
    }));

export const isTestFile = (relative: string) =>
  /\.test\.tsx?$/.test(relative) || relative.startsWith('testing/') || /\/testing\//.test(relative);
