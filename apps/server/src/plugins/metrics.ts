import crypto from 'node:crypto';
import { AppError } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (issue #16). One registry per app; modules add their own metrics to `metrics.registry`
 * with `registers: [metrics.registry]`.
 */
export const createMetrics = () => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'jumun_' });
  const registers = [registry];
  return {
    registry,
    /** Request rate = the `_count` of this histogram; by route pattern (never the raw URL) and status. */
    httpRequests: new Histogram({
      name: 'jumun_http_request_duration_seconds',
      help: 'HTTP request latency by method, route pattern and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
    poolAcquire: new Histogram({
      name: 'jumun_db_pool_acquire_seconds',
      help: 'Time a request waited for a PostgreSQL connection from the pool',
      buckets: [0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5],
      registers,
    }),
    realtimeFanOut: new Histogram({
      name: 'jumun_realtime_fanout_seconds',
      help: 'Time from a NOTIFY reaching this process to the frame being written to every SSE stream of the company',
      buckets: [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5],
      registers,
    }),
    smsSends: new Counter({
      name: 'jumun_sms_sends_total',
      help: 'SMS handed to the provider, by provider and result (sent | failed)',
      labelNames: ['provider', 'result'] as const,
      registers,
    }),
    notificationSends: new Counter({
      name: 'jumun_notification_sends_total',
      help: 'Messages handed to the notifier (order and stamp notifications, staff invitations) by provider, channel and result',
      labelNames: ['provider', 'channel', 'result'] as const,
      registers,
    }),
  };
};

export type Metrics = ReturnType<typeof createMetrics>;

/** Gauges read when Prometheus scrapes: the state lives in the hub and the pool, not in the registry. */
export const registerStateGauges = (
  metrics: Metrics,
  sources: {
    sseStreams: () => number;
    pool?: () => { total: number; idle: number; waiting: number };
  },
) => {
  const registers = [metrics.registry];
  new Gauge({
    name: 'jumun_sse_streams_open',
    help: 'Realtime (SSE) streams open in this process',
    registers,
    collect() {
      this.set(sources.sseStreams());
    },
  });
  const { pool } = sources;
  if (!pool) return;
  new Gauge({
    name: 'jumun_db_pool_connections',
    help: 'PostgreSQL pool connections by state (idle | busy)',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const stats = pool();
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'busy' }, stats.total - stats.idle);
    },
  });
  new Gauge({
    name: 'jumun_db_pool_waiting',
    help: 'Requests waiting for a PostgreSQL connection',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
};

/** How many notifications wait in the outbox (queued or being sent), counted when Prometheus scrapes. */
export const registerOutboxGauge = (metrics: Metrics, pendingCount: () => Promise<number>) => {
  new Gauge({
    name: 'jumun_notification_outbox_depth',
    help: 'Customer notifications queued or being sent (the outbox depth)',
    registers: [metrics.registry],
    async collect() {
      this.set(await pendingCount());
    },
  });
};

const isSameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
};

/**
 * Times every request, and serves `GET /metrics` to callers with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured the endpoint does not exist: metrics name routes and volumes, not for everyone.
 */
export const registerMetricsRoutes = (app: FastifyInstance, metrics: Metrics, token: string | undefined) => {
  // A callback hook, not an async one: it runs after every request and needs no promise (issue 16).
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics' && route !== '/healthz' && route !== '/readyz') {
      try {
        metrics.httpRequests.observe(
          { method: request.method, route, status: String(reply.statusCode) },
          reply.elapsedTime / 1000,
        );
      } catch (error) {
        done(error as Error);
        return;
      }
    }
    done();
  });
  if (!token) return;
  app.get('/metrics', { logLevel: 'silent' }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    if (!isSameSecret(header, `Bearer ${token}`)) {
      throw new AppError('UNAUTHENTICATED', '지표를 보려면 METRICS_TOKEN이 필요합니다.');
    }
    return reply.header('content-type', metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
