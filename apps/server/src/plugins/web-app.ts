import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { AppError } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { SERVER_PACKAGE_DIR } from '../lib/server-package-dir';
import { createPageHtml } from './page-preloads';

/** Where the built web app is: WEB_DIST_DIR, or apps/web/dist beside this package. */
export const resolveWebDistDir = (webDistDir?: string) =>
  webDistDir ? path.resolve(webDistDir) : path.resolve(SERVER_PACKAGE_DIR, '../web/dist');
const PRECOMPRESSED_SUFFIX = /\.(br|gz)$/;

/** `/assets/x.js`, `/favicon.ico`, `/builds/latest.json`: a file the browser wants, never a page of the SPA. */
const isFileRequest = (pathname: string) =>
  pathname.startsWith('/assets/') || /\.[a-z0-9]{1,12}$/i.test(pathname.slice(pathname.lastIndexOf('/')));

/**
 * Serves the built SPA. Files are looked up on disk per request (no route table made at start-up), so a
 * rebuild under a running server is served at once; a missing file is a 404 — never index.html, which a
 * browser would try to run as JavaScript (issue #9, item 4). Every other GET is a client-side route.
 */
export const registerWebApp = async (
  app: FastifyInstance,
  options: { webDistDir?: string; runtimeConfig?: unknown; apiBaseUrl?: string },
) => {
  const root = resolveWebDistDir(options.webDistDir);
  const pageHtml = createPageHtml(root, {
    runtimeConfig: options.runtimeConfig,
    apiBaseUrl: options.apiBaseUrl,
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    // The web build writes `x.js.br` and `x.js.gz` beside `x.js` (apps/web/tooling/precompress.ts): they are sent
    // as they are, and a file without them is compressed per request like any other answer.
    preCompressed: true,
    setHeaders: (res, servedPath) => {
      const filePath = servedPath.replace(PRECOMPRESSED_SUFFIX, '');
      const noCache = filePath.endsWith('index.html') || filePath.includes(`${path.sep}builds${path.sep}`);
      // Only Vite's hashed files are immutable; `sw.js`, the manifests and the other files of public/ keep their
      // names across deploys, so browsers must revalidate them (issue 15: no stale app after a deploy).
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        'cache-control',
        noCache ? 'no-store' : isHashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  // Unknown /api paths and missing files get the JSON envelope; every other GET is a route of the SPA.
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !isFileRequest(pathname);
    const html = isPage ? pageHtml(pathname) : undefined;
    if (html === undefined) {
      throw new AppError('NOT_FOUND', `요청한 경로를 찾을 수 없습니다: ${request.method} ${pathname}`);
    }
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
