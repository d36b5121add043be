import { type messages, type PGlite, protocol, types } from '@electric-sql/pglite';
import type { ArrayRowReader } from './prepared';

/*
 * Hot reads on the embedded database in one call into the engine (issue 16: PGlite ÷ PostgreSQL on GET one).
 * PGlite's `query()` parses and plans the statement every time and runs the extended protocol as six separate calls
 * into the engine (parse, describe, bind, describe, execute, sync), each parsed back into message objects: in a
 * profile of the embedded GET one, PGlite's JavaScript took 39 % of the busy time and the engine 24 %
 * (docs/benchmarks.md). Here a statement is parsed once under a name, and each call sends bind, execute and sync in
 * one message. Imported only by db/pglite.ts, so a PostgreSQL deployment never loads it.
 */

const { serialize } = protocol;
const EXECUTE = serialize.execute({});
const SYNC = serialize.sync();
/** Drizzle's PGlite session reads these as the text PostgreSQL sends (drizzle-orm/pglite/session.js); so do we. */
const AS_TEXT = new Set<number>([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE]);

type Parser = (value: string, typeId: number) => unknown;
/** A named statement and, per result column, how its text becomes a value (none: the text as it is). */
type Statement = { name: string; fields: { typeId: number; parse: Parser | undefined }[] };
/** PGlite's own lock for a whole transaction: its `query()` takes it, so a read never runs inside another caller's. */
type TransactionLock = { _runExclusiveTransaction: <T>(run: () => Promise<T>) => Promise<T> };

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Named statements live in the engine, so one list per client, whichever reader made them. */
const statementsByClient = new WeakMap<PGlite, Map<string, Statement>>();
let named = 0;

export const createPgliteArrayReader = (client: PGlite): ArrayRowReader => {
  const statements = statementsByClient.get(client) ?? new Map<string, Statement>();
  statementsByClient.set(client, statements);
  // Read when a statement is prepared, not at registration: PGlite adds its array types' parsers after it starts.
  const parserOf = (typeId: number) =>
    AS_TEXT.has(typeId) ? undefined : (client.parsers as Record<number, Parser>)[typeId];
  const exclusive = <T>(run: () => Promise<T>) =>
    (client as unknown as TransactionLock)._runExclusiveTransaction(() => client.runExclusive(run));

  const prepare = async (text: string): Promise<Statement> => {
    named += 1;
    const name = `jumun_lite_${named}`;
    const messages = await client.execProtocolStream(
      concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), SYNC]),
      { syncToFs: false },
    );
    const description = messages.find(
      (message): message is messages.RowDescriptionMessage => message.name === 'rowDescription',
    );
    const fields = (description?.fields ?? []).map(({ dataTypeID }) => ({
      typeId: dataTypeID,
      parse: parserOf(dataTypeID),
    }));
    const statement = { name, fields };
    statements.set(text, statement);
    return statement;
  };

  return (text, params) =>
    exclusive(async () => {
      const statement = statements.get(text) ?? (await prepare(text));
      const messages = await client.execProtocolStream(
        concat([serialize.bind({ statement: statement.name, values: params.map(String) }), EXECUTE, SYNC]),
        { syncToFs: false },
      );
      const rows: unknown[][] = [];
      for (const message of messages) {
        if (message.name !== 'dataRow') continue;
        const { fields } = message as messages.DataRowMessage;
        rows.push(
          fields.map((value, i) => {
            const field = statement.fields[i];
            return value === null || !field?.parse ? value : field.parse(value, field.typeId);
          }),
        );
      }
      return rows;
    });
};
