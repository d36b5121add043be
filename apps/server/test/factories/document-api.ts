import type { CatalogueKind } from '@jumun/shared';
import type { FastifyInstance } from 'fastify';

export type Saved = { id: string; revision: number };

/** Saves one catalogue item through `POST /api/document/admin/{kind}` and returns its id and revision. */
export const saveCatalogueItem = async (
  app: FastifyInstance,
  headers: Record<string, string>,
  kind: CatalogueKind,
  companyId: string,
  item: object,
): Promise<Saved> => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/document/admin/${kind}`,
    headers,
    payload: { companyId, item },
  });
  if (res.statusCode !== 200) throw new Error(`saving a ${kind} answered ${res.statusCode}: ${res.body}`);
  return res.json().data as Saved;
};
