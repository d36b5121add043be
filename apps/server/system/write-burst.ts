import { listProducts, saveManyProducts, saveProduct } from './api-client';

/**
 * Writers that keep saving single products and batches of products (saveMany) until stopped, recording what
 * the server acknowledged. Network errors (the server was killed) are counted, not thrown.
 */
export const BATCH_SIZE = 10;
const BATCH_TAG = '묶음';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const startWriteBurst = (base: string, auth: Record<string, string>, writers = 8) => {
  let isStopped = false;
  const ackedIds: string[] = [];
  const ackedBatches: string[] = [];
  const statuses: number[] = [];
  const unavailable: unknown[] = [];
  let networkErrors = 0;

  const write = async (writer: number, round: number) => {
    if (round % 3 === 2) {
      const tag = `${BATCH_TAG}-${writer}-${round}`;
      const names = Array.from({ length: BATCH_SIZE }, (_, k) => `${tag}#${k}`);
      const res = await saveManyProducts(base, auth, names);
      statuses.push(res.status);
      if (res.status === 200) ackedBatches.push(tag);
      else unavailable.push(res.body);
      return;
    }
    const res = await saveProduct(base, auth, `단건-${writer}-${round}`);
    statuses.push(res.status);
    if (res.status === 200) ackedIds.push(res.body.data.id);
    else unavailable.push(res.body);
  };

  const worker = async (writer: number) => {
    for (let round = 0; !isStopped; round++) {
      try {
        await write(writer, round);
      } catch {
        networkErrors++;
        await sleep(50);
      }
    }
  };
  const done = Promise.all(Array.from({ length: writers }, (_, w) => worker(w)));

  return {
    acknowledged: () => ackedIds.length + ackedBatches.length,
    /** Resolves once at least `count` writes were acknowledged. */
    waitForAcks: async (count: number, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (ackedIds.length + ackedBatches.length < count) {
        if (Date.now() > deadline) throw new Error(`only ${ackedIds.length + ackedBatches.length} acks`);
        await sleep(20);
      }
    },
    stop: async () => {
      isStopped = true;
      await done;
      return { ackedIds, ackedBatches, statuses, unavailable, networkErrors };
    },
  };
};

/** Every acknowledged write is there, and every batch is there whole or not at all. */
export const checkWrites = async (
  base: string,
  auth: Record<string, string>,
  acked: { ackedIds: string[]; ackedBatches: string[] },
) => {
  const products = await listProducts(base, auth);
  const ids = new Set(products.map((p) => p.id));
  const batchSizes = new Map<string, number>();
  for (const { productName } of products) {
    if (!productName.startsWith(`${BATCH_TAG}-`)) continue;
    const tag = productName.slice(0, productName.indexOf('#'));
    batchSizes.set(tag, (batchSizes.get(tag) ?? 0) + 1);
  }
  return {
    missingIds: acked.ackedIds.filter((id) => !ids.has(id)),
    missingBatches: acked.ackedBatches.filter((tag) => batchSizes.get(tag) !== BATCH_SIZE),
    halfBatches: [...batchSizes].filter(([, size]) => size !== BATCH_SIZE),
    batchesFound: batchSizes.size,
  };
};
