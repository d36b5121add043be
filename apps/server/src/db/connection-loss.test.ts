import { ERROR_MESSAGES } from '@jumun/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app';
import { SAMPLE_OWNED_COMPANY_ID } from '../seed/demo-seed';
import { isConnectionLoss } from './connection-loss';

describe('isConnectionLoss', () => {
  it('recognises lost connections, also wrapped as a cause, and nothing else', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLoss(terminated)).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isConnectionLoss(
        new Error('Failed query: rollback', {
          cause: new Error('Client has encountered a connection error and is not queryable'),
        }),
      ),
    ).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }))).toBe(
      true,
    );
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLoss(new Error('something else'))).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
  });
});

/**
 * Issue #9, item 1: with saves in flight, terminating the app's backends used to end the process ("Unhandled
 * 'error' event … Connection terminated unexpectedly"). In-flight requests now get a 503 envelope, the process
 * stays up, and the next requests run on fresh connections.
 */
describe.runIf(Boolean(process.env.DATABASE_URL))('PostgreSQL backends terminated under load', () => {
  const COMPANY = SAMPLE_OWNED_COMPANY_ID;
  let t: TestApp;
  let base: string;
  let owner: Record<string, string>;
  let killer: pg.Client;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await t.bearer({ uid: 'uid_owner_sample', companyIds: [COMPANY] });
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    killer = new pg.Client({ connectionString: t.database.connectionUrl });
    await killer.connect();
  });
  afterAll(async () => {
    await killer?.end();
    await t?.close();
  });

  const save = async (name: string) => {
    const res = await fetch(`${base}/api/document/admin/product`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ companyId: COMPANY, item: { productName: name } }),
    });
    const body = (await res.json()) as { data: { id: string } };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
  };
  const terminateAppBackends = () =>
    killer.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid()`,
    );

  it('answers in-flight saves 503 (retryable, Korean), stays up, and serves the next saves', async () => {
    const acknowledged: string[] = [];
    let unavailable = 0;
    for (let round = 0; round < 5 && unavailable === 0; round++) {
      const burst = Array.from({ length: 20 }, (_, i) => save(`단절 시험 ${round}-${i}`));
      await new Promise((resolve) => setTimeout(resolve, 20 + round * 10));
      await terminateAppBackends();
      for (const res of await Promise.all(burst)) {
        if (res.status === 200) {
          acknowledged.push(res.body.data.id);
          continue;
        }
        unavailable++;
        expect(res.status).toBe(503);
        expect(res.retryAfter).toBe('1');
        expect(res.body).toEqual({
          isSuccess: false,
          error: 'SERVICE_UNAVAILABLE',
          message: ERROR_MESSAGES.serviceUnavailable,
        });
      }
    }
    expect(unavailable).toBeGreaterThan(0);

    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => save(`재연결 후 ${i}`)));
    expect(after.map((res) => res.status)).toEqual(Array(20).fill(200));
    acknowledged.push(...after.map((res) => res.body.data.id));

    const list = await fetch(`${base}/api/document/admin/product?companyId=${COMPANY}`, { headers: owner });
    const { data } = (await list.json()) as { data: { id: string }[] };
    const ids = new Set(data.map((p) => p.id));
    expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
  });
});
