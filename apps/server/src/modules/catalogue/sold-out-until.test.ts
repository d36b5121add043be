import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

/** Issue #5 one-tap sold-out: soldOutUntil travels as an ISO string and is stored in a timestamp column. */
const t = useTestApp();

const save = (item: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/document/admin/product',
    headers: t.owner,
    payload: { companyId: SAMPLE_OWNED_COMPANY_ID, item },
  });

describe('product soldOutUntil', () => {
  it('is saved on create and update and comes back as the same instant', async () => {
    const until = '2026-11-22T14:59:59.000Z';
    const created = await save({ productName: '오늘만 품절', isSoldOut: true, soldOutUntil: until });
    expect(created.statusCode).toBe(200);
    const { id, revision } = created.json().data;

    const later = '2026-11-23T05:00:00.000Z';
    const updated = await save({
      id,
      revision,
      productName: '오늘만 품절',
      isSoldOut: true,
      soldOutUntil: later,
    });
    expect(updated.statusCode).toBe(200);

    const read = await t.app.inject({
      url: `/api/document/admin/product/${id}?companyId=${SAMPLE_OWNED_COMPANY_ID}`,
      headers: t.owner,
    });
    expect(read.json().data).toMatchObject({ isSoldOut: true, soldOutUntil: later });
  });
});
