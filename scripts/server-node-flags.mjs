// The Node flags the production server runs with (issue #17), in one place: `npm start` (package.json), the
// Dockerfile and the runtime benchmarks spell the same list, and apps/server/system/start-script.test.ts
// checks that they do. V8 reads heap sizes only at start-up, so these cannot be set from inside the process.
// - source maps: stack traces point into the TypeScript sources (the map carries no source text, see
//   build-server.mjs, which keeps it from costing ~15 MB of heap);
// - a 2 MB semi-space instead of 16 MB: the young generation stops holding ~30 MB of garbage between scavenges
//   (idle RSS on PostgreSQL ≈ 150 → 120 MB, docs/benchmarks.md), at the cost of more frequent scavenges;
// - old space capped at 512 MB: a shop's server on a 1 GB machine fails fast instead of swapping the box.
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=2',
  '--max-old-space-size=512',
];
