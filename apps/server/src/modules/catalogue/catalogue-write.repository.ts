import type { Tx } from '../../db/client';
import { executeNamed } from '../../db/prepared';
import type { products } from '../../db/schema';
import { type SetInsertPart, setInsertParts } from '../../db/set-insert';
import type { CatalogueKindConfig } from './catalogue.kinds';

type Row = Record<string, unknown>;
type Saved = { id: string; revision: number };

/**
 * The end of a catalogue save as one statement (one round trip instead of two): the new items (`values`, ids already
 * set) and the audit entries of the whole save (`audits`, built by modules/audit); the company's realtime event went
 * with the lock (company-versions.repository.ts). The inserts run as data-modifying WITHs, which PostgreSQL always
 * runs to completion, inside the caller's transaction, so all of it commits or none does. Nothing to insert, no round
 * trip. Answers the new items' id and revision in the order given.
 */
export const insertItemsWithAudits = async (
  tx: Tx,
  config: CatalogueKindConfig,
  values: Row[],
  audits: SetInsertPart[],
): Promise<Saved[]> => {
  if (values.length === 0 && audits.length === 0) return [];
  const table = config.table as unknown as typeof products;
  const items = setInsertParts(table, values, { id: table.id, revision: table.revision });
  const params: unknown[] = [];
  const withs = [...items, ...audits].map((part, index) => {
    params.push(part.rows);
    return `w${index} as (${part.text(params.length)})`;
  });
  const inserted = items.map((_, index) => `select id, revision from w${index}`).join(' union all ');
  const saved =
    items.length > 0
      ? `(select coalesce(json_agg(json_build_object('id', s.id, 'revision', s.revision)), '[]'::json) from (${inserted}) s)`
      : 'null';
  const text = `with ${withs.join(', ')} select ${saved} as saved`;
  const result = await executeNamed<{ saved?: Saved[] }>(tx, text, params);
  const byId = new Map((result.rows[0]?.saved ?? []).map((row) => [row.id, row]));
  return values.map((value) => byId.get(value.id as string) as Saved);
};
