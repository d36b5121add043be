import path from 'node:path';
import type { Plugin } from 'vite';
import { precompressDir } from './precompress.ts';

/** Once the build (public files included) is on disk, writes the `.br` and `.gz` twins the server sends. */
export const precompressPlugin = (): Plugin => {
  let outDir = '';
  return {
    name: 'jumun-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
};
