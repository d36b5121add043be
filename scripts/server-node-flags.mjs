// The Node flags the production server runs with (issue #17), in one place: `npm start` (package.json), the
// Dockerfile and the runtime benchmarks spell the same list, and apps/server/system/start-script.test.ts
// checks that they do. V8 reads heap sizes only at start-up, so these cannot be set from inside the process.
// - source maps: stack traces point into the TypeScript sources (the map carries no source text, see
//   build-server.mjs, which keeps it from costing ~15 MB of heap);
// - a 6 MB semi-space instead of 16 MB: the young generation holds less garbage between scavenges (idle RSS on
//   PostgreSQL ~112 MB instead of ~130 MB), and scavenges stay rare enough for throughput: at 2 MB they took a fifth
//   of the CPU and GET one fell to 0.5x the bare handler, at 6 MB it is 0.65x (docs/benchmarks.md, decision 030);
// - old space capped at 512 MB: a shop's server on a 1 GB machine fails fast instead of swapping the box;
// - gc exposed: after the first start's demo seed the server runs one full collection (lib/release-memory.ts), so
//   the seed's garbage goes back to the system at once instead of whenever the heap next grows (decision 031).
export const SERVER_NODE_FLAGS = [
  '--enable-source-maps',
  '--max-semi-space-size=6',
  '--max-old-space-size=512',
  '--expose-gc',
];
