import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress.ts';

let dir = '';
const write = (file: string, content: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), content);
};
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('precompressDir', () => {
  it('writes brotli and gzip twins of the text files that decompress to the same bytes', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-precompress-'));
    const script = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `아메리카노 ${i}`))};\n`;
    write('assets/index-abc.js', script);
    write('assets/index-abc.css', `.a{color:red}\n`.repeat(200));
    write('sw.js', `self.addEventListener('fetch', () => {});\n`.repeat(40));

    const done = await precompressDir(dir);

    expect(done).toEqual(['assets/index-abc.css', 'assets/index-abc.js', 'sw.js']);
    const br = fs.readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    const gz = fs.readFileSync(path.join(dir, 'assets/index-abc.js.gz'));
    expect(zlib.brotliDecompressSync(br).toString()).toBe(script);
    expect(zlib.gunzipSync(gz).toString()).toBe(script);
    expect(br.length).toBeLessThan(Buffer.byteLength(script));
  });

  it('leaves small files, images and incompressible bytes alone', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jumun-precompress-'));
    write('builds/latest.json', '{"buildId":"x"}');
    write('icons/icon-512.png', Buffer.alloc(4096, 7));
    // Random bytes in a .js name: neither variant would be smaller, so neither is written.
    write(
      'assets/random.js',
      Buffer.from(Array.from({ length: 4096 }, () => Math.floor(Math.random() * 256))),
    );

    await precompressDir(dir);

    const written = fs.readdirSync(dir, { recursive: true }).map(String);
    expect(written.filter((file) => /\.(br|gz)$/.test(file))).toEqual([]);
  });
});
