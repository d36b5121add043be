/**
 * How much serialised list text one process keeps (UTF-16, as V8 holds it): a few hundred companies' menus. The
 * oldest-used list goes first when it is full (issue 17 keeps the process's memory flat).
 */
const LIST_CACHE_BYTES = 16 * 1024 * 1024;

type Entry = { version: string; json: string; bytes: number };

export type ListCache = {
  /** The list stored under `key`, only if it was stored for exactly this `version`. */
  get: (key: string, version: string) => string | undefined;
  set: (key: string, version: string, json: string) => void;
};

/**
 * The serialised full list of one company's catalogue kind, per audience (decisions/032). An entry is served only
 * to a request that read the same version of that kind in its own snapshot, so it never needs invalidating: a write
 * bumps the version in its transaction, and every request after the commit reads the new one and misses. It holds
 * no timing assumption and nothing to tell other processes.
 */
export const createListCache = (maxBytes = LIST_CACHE_BYTES): ListCache => {
  const entries = new Map<string, Entry>();
  let total = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  };

  return {
    get(key, version) {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      // Map order is the eviction order: a hit moves the entry to the newest end.
      entries.delete(key);
      entries.set(key, entry);
      return entry.json;
    },
    set(key, version, json) {
      drop(key);
      const bytes = json.length * 2;
      // One list larger than a quarter of the budget would push out everything else: it is answered uncached.
      if (bytes > maxBytes / 4) return;
      while (total + bytes > maxBytes) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        drop(oldest);
      }
      entries.set(key, { version, json, bytes });
      total += bytes;
    },
  };
};
