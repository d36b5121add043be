import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of apps/server's package.json, found by walking up from this module. The same code runs from
 * `src/` (tsx, tests) and from the bundle in `dist/` (npm start), at different depths; files that are not
 * code (SQL migrations, the web build) are located from here.
 */
export const SERVER_PACKAGE_DIR = (() => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
  return dir;
})();
