import crypto from 'node:crypto';
import { AppError } from '@jumun/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { preparedStatement, rawStatement, runNamed } from '../../db/prepared';
import { idempotencyKeys } from '../../db/schema';

export type IdempotencyRequest = { scope: string; key: string; body: unknown };

export const hashRequestBody = (body: unknown) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('base64url');

/**
 * Claims an Idempotency-Key inside the writer's transaction. A concurrent request with the same key blocks on
 * the primary key until the first commits, then sees its stored result; a rolled-back first attempt leaves
 * nothing behind, so the retry runs for real.
 */
/** The claim, built once (order placement runs it first in every transaction, issue 11). */
const claimStatement = preparedStatement((db) =>
  db
    .insert(idempotencyKeys)
    .values({
      scope: sql.placeholder('scope'),
      key: sql.placeholder('key'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: 0,
      response: {},
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

export const claimIdempotencyKey = async <T>(
  tx: Tx,
  request: IdempotencyRequest,
): Promise<{ replay: T } | undefined> => {
  const requestHash = hashRequestBody(request.body);
  const inserted = await claimStatement(tx, { scope: request.scope, key: request.key, requestHash });
  if (inserted.length > 0) return undefined;
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key)));
  if (!existing || existing.requestHash !== requestHash) {
    throw new AppError('CONFLICT', '같은 Idempotency-Key로 다른 요청을 보낼 수 없습니다.');
  }
  return { replay: existing.response as T };
};

export const storeIdempotentResult = async (tx: Tx, request: IdempotencyRequest, response: unknown) => {
  await runNamed(
    tx
      .update(idempotencyKeys)
      .set({ statusCode: 200, response })
      .where(and(eq(idempotencyKeys.scope, request.scope), eq(idempotencyKeys.key, request.key))),
  );
};

/** A NOTIFY to queue with the stored result (delivered at commit, dropped on rollback, like every NOTIFY). */
export type QueuedNotification = { channel: string; payload: string };

/**
 * storeIdempotentResult and the writer's NOTIFYs in one round trip (order placement, issue 11): the update runs as a
 * data-modifying WITH, which PostgreSQL always runs to completion, and the NOTIFYs are queued in the given order.
 */
export const storeIdempotentResultAndNotify = async (
  tx: Tx,
  request: IdempotencyRequest,
  response: unknown,
  notifications: readonly QueuedNotification[],
) => {
  if (notifications.length === 0) return storeIdempotentResult(tx, request, response);
  let statement = storeAndNotifyStatements[notifications.length];
  if (!statement) {
    statement = preparedStatement((db) => rawStatement(db, storeAndNotifySql(notifications.length)));
    storeAndNotifyStatements[notifications.length] = statement;
  }
  const params: Record<string, unknown> = {
    response: JSON.stringify(response),
    scope: request.scope,
    key: request.key,
  };
  notifications.forEach(({ channel, payload }, index) => {
    params[`channel${index}`] = channel;
    params[`payload${index}`] = payload;
  });
  await statement(tx, params);
};

/** The statement of storeIdempotentResultAndNotify for `count` NOTIFYs, built once per count. */
const storeAndNotifySql = (count: number) => {
  const notifies = sql.join(
    Array.from(
      { length: count },
      (_, index) =>
        sql`pg_notify(${sql.placeholder(`channel${index}`)}, ${sql.placeholder(`payload${index}`)})`,
    ),
    sql`, `,
  );
  return sql`with stored_result as (
    update ${idempotencyKeys} set ${sql.identifier('status_code')} = 200, ${sql.identifier('response')} = ${sql.placeholder('response')}::jsonb
     where ${sql.identifier('scope')} = ${sql.placeholder('scope')} and ${sql.identifier('key')} = ${sql.placeholder('key')}
  ) select ${notifies}`;
};
const storeAndNotifyStatements: ((db: Tx, values: Record<string, unknown>) => Promise<unknown>)[] = [];
