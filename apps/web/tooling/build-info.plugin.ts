import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

export type BuildInfo = { buildId: string; builtAt: string };

/**
 * Stamps every build with an id the running app compares against `builds/latest.json` (the new-version
 * prompt, docs/decisions/006-version-polling.md). The id is baked into the bundle as `__BUILD_ID__` and
 * written next to it; the server sends `builds/*` with `cache-control: no-store`.
 */
export const buildInfoPlugin = (): Plugin => {
  const builtAt = new Date();
  const buildId = `${builtAt.toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(3).toString('hex')}`;
  let isBuild = false;
  return {
    name: 'jumun-build-info',
    config: (_config, env) => {
      isBuild = env.command === 'build';
      return { define: { __BUILD_ID__: JSON.stringify(isBuild ? buildId : 'dev') } };
    },
    generateBundle() {
      if (!isBuild) return;
      const info: BuildInfo = { buildId, builtAt: builtAt.toISOString() };
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: `${JSON.stringify(info)}\n` });
    },
  };
};
