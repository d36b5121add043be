import type { FastifyInstance } from 'fastify';

/** Parses `app.printRoutes({ commonPrefix: false })` into `METHOD /path` keys. */
export const parseRouteTree = (printed: string): string[] => {
  const routes: string[] = [];
  const paths: string[] = [];
  for (const line of printed.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const fullPath = (depth > 0 ? (paths[depth - 1] ?? '') : '') + (match[2] ?? '');
    paths[depth] = fullPath;
    for (const method of match[3]?.split(', ') ?? []) routes.push(`${method} ${fullPath}`);
  }
  return routes;
};

/** Every route the app serves, as `METHOD /path` (Fastify's own table, HEAD routes included). */
export const registeredRoutes = (app: FastifyInstance) =>
  parseRouteTree(app.printRoutes({ commonPrefix: false }));
