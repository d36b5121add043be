import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void;

/**
 * A pg pool that survives backends terminated while their connection is checked out (issue #9, item 1).
 *
 * - pg-pool listens for a client's 'error' only while it is idle; an error on a checked-out client (a
 *   transaction between two queries) has no listener and ends the process. Every client here keeps a listener
 *   for life.
 * - Drizzle's transaction() does not release its client when `begin` itself fails, so every connection killed
 *   at that moment would leak a pool slot until the pool is exhausted. A client that breaks while checked out
 *   is therefore released (and discarded) at once, and release is made idempotent so the owner's own release
 *   later is harmless.
 */
export class ResilientPool extends pg.Pool {
  private readonly checkedOut = new WeakSet<pg.PoolClient>();

  private readonly onAcquire?: (seconds: number) => void;

  constructor(
    config: pg.PoolConfig,
    onLost: (error: Error) => void,
    /** Reports how long each checkout waited (metrics: pool wait). */
    onAcquire?: (seconds: number) => void,
  ) {
    super(config);
    this.onAcquire = onAcquire;
    this.on('connect', (client) => {
      let isReported = false;
      client.on('error', (error) => {
        if (!isReported) onLost(error);
        isReported = true;
        if (this.checkedOut.has(client)) client.release(error);
      });
    });
  }

  private guard(client: pg.PoolClient, startedAt: number) {
    this.onAcquire?.((performance.now() - startedAt) / 1000);
    const release = client.release.bind(client);
    let isReleased = false;
    this.checkedOut.add(client);
    client.release = (err?: Error | boolean) => {
      if (isReleased) return;
      isReleased = true;
      this.checkedOut.delete(client);
      release(err);
    };
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const startedAt = performance.now();
    if (!callback)
      return super.connect().then((client) => {
        this.guard(client, startedAt);
        return client;
      });
    super.connect((err, client, done) => {
      if (client) this.guard(client, startedAt);
      callback(err, client, client ? client.release : done);
    });
    return undefined;
  }
}
