import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** System tests run the compiled server, as `npm start` does: compile it once (esbuild, about a second). */
export default function setup() {
  const root = path.resolve(import.meta.dirname, '../../..');
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs')], { stdio: 'inherit' });
}
