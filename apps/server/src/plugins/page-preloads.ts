import fs from 'node:fs';
import path from 'node:path';
import { dataPreloadLinksFor } from './page-data-preloads';

/** One line of the web build's `.vite/route-preloads.json` (apps/web/tooling/route-preloads.ts). */
type RoutePreload = { path: string; scripts: string[]; styles: string[] };

/** Asset URLs as the web build writes them; anything else in the file is refused rather than put into HTML. */
const ASSET_URL = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * Does `pattern` (a route path of apps/web/src/config/paths.ts: `/user/:companyId`, `/token/:loginToken/*`) match
 * `pathname`? Returns how many static segments matched (the more, the better the match), or -1.
 */
export const matchRoutePath = (pattern: string, pathname: string): number => {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  let statics = 0;
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return statics;
    const part = given[index];
    if (part === undefined) return -1;
    if (segment.startsWith(':')) continue;
    if (segment !== part) return -1;
    statics += 1;
  }
  return given.length === wanted.length ? statics : -1;
};

/** The links of the route that best matches `pathname`, or '' (an unknown path renders the not-found page). */
export const preloadLinksFor = (routes: RoutePreload[], pathname: string) => {
  let best: RoutePreload | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = matchRoutePath(route.path, pathname);
    if (score > bestScore) [best, bestScore] = [route, score];
  }
  if (!best) return '';
  const scripts = best.scripts.filter((url) => ASSET_URL.test(url));
  const styles = best.styles.filter((url) => ASSET_URL.test(url));
  // `crossorigin` as Vite's own links have it: module scripts are fetched in CORS mode, and a preload is only
  // reused by a request of the same mode. Styles are preloaded, not linked, so the first paint never waits for them.
  return [
    ...scripts.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
    ...styles.map((url) => `<link rel="preload" as="style" crossorigin href="${url}">`),
  ].join('');
};

/**
 * `value` as a JSON data block the page reads by id (decision 037). `<`, `>` and `&` only ever occur inside JSON
 * strings, where their `\u` escapes mean the same: no value can close the element (`</script>`) or open a comment.
 * A data block is never run, so the CSP's ban on inline scripts does not apply to it.
 */
export const jsonScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(
    /[<>&]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )}</script>`;

type Cached = { version: string; value: string | RoutePreload[] };

/**
 * index.html with the runtime configuration (`<script id="runtime-config">`, when given), the storefront's data
 * preloads (with the API base URL, when given) and the page's preloads
 * before `</head>`. Both files are re-read when their mtime or size changes, so a rebuild under a running server is
 * served at once (as `@fastify/static` does for every other file); a build without the preload list gets no links.
 */
export const createPageHtml = (
  root: string,
  options: { runtimeConfig?: unknown; apiBaseUrl?: string } = {},
) => {
  const configScript =
    options.runtimeConfig === undefined ? '' : jsonScript('runtime-config', options.runtimeConfig);
  const indexFile = path.join(root, 'index.html');
  const preloadsFile = path.join(root, '.vite/route-preloads.json');
  const cache = new Map<string, Cached>();
  const read = <T extends string | RoutePreload[]>(
    file: string,
    parse: (text: string) => T,
  ): T | undefined => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    const version = `${stat.mtimeMs}:${stat.size}`;
    const cached = cache.get(file);
    if (cached?.version === version) return cached.value as T;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { version, value });
    return value;
  };
  return (pathname: string): string | undefined => {
    const html = read(indexFile, (text) => text);
    if (html === undefined) return undefined;
    const routes = read(preloadsFile, (text) => JSON.parse(text) as RoutePreload[]) ?? [];
    // The data first: the storefront's reads are small and its first paint waits for them.
    const dataLinks =
      options.apiBaseUrl === undefined ? '' : dataPreloadLinksFor(pathname, options.apiBaseUrl);
    const head = configScript + dataLinks + preloadLinksFor(routes, pathname);
    return head ? html.replace('</head>', `${head}\n  </head>`) : html;
  };
};
