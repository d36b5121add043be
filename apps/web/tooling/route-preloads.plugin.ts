import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { ROUTES } from '../src/config/paths.ts';
import { buildRoutePreloads, type Manifest, parseRouteModules } from './route-preloads.ts';

/** Writes `.vite/route-preloads.json` beside Vite's manifest once the build is on disk (tooling/route-preloads.ts). */
export const routePreloadsPlugin = (webRoot: string): Plugin => ({
  name: 'jumun-route-preloads',
  apply: 'build',
  writeBundle(options) {
    const outDir = options.dir ?? path.join(webRoot, 'dist');
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const routerSource = fs.readFileSync(path.join(webRoot, 'src/app/router.tsx'), 'utf8');
    const preloads = buildRoutePreloads({
      manifest,
      routes: ROUTES,
      routeModules: parseRouteModules(routerSource),
    });
    fs.writeFileSync(path.join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(preloads)}\n`);
  },
});
