/**
 * One full garbage collection, where the process was started with `--expose-gc` (the production flags,
 * scripts/server-node-flags.mjs); a no-op elsewhere (dev, tests). Called once after the demo seed of a first
 * start: the seed builds and drops a few tens of MB of objects, and without a full collection they stay resident
 * until the heap next grows, so a new shop's idle server looked 20 MB bigger than the same server restarted
 * (decision 031).
 */
export const releaseMemory = () => {
  globalThis.gc?.();
};
