import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files a browser fetches; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** The server's on-the-fly compression skips bodies under 1 kB too (composition/http-security.ts). */
const MIN_BYTES = 1024;

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every compressible file of a build, for the server to
 * send as they are (`@fastify/static`'s `preCompressed`). Compressing once at build time instead of per request takes
 * the work off the server at the moment a page loads — its assets arrive together, and compressing them in turn at
 * request time delayed the last ones' first byte by hundreds of milliseconds on 2 cores — and allows brotli's
 * slowest, smallest setting, which is too slow per request. A variant that would not be smaller is not written.
 * Returns the files it compressed, relative to `dir`.
 */
export const precompressDir = async (dir: string): Promise<string[]> => {
  const candidates = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  const done: string[] = [];
  await Promise.all(
    candidates.map(async (file) => {
      const source = await fs.readFile(file);
      if (source.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await fs.writeFile(`${file}.br`, br);
      if (gz.length < source.length) await fs.writeFile(`${file}.gz`, gz);
      if (br.length < source.length || gz.length < source.length) done.push(path.relative(dir, file));
    }),
  );
  return done.sort();
};
