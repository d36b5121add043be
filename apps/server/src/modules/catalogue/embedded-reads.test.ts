import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/build-app';
import { SAMPLE_OWNED_COMPANY_ID } from '../../seed/demo-seed';

/**
 * On the embedded database GET one and a delta read go through the one-call read path (decision 043): no PGlite
 * `query()` (six calls into the engine, parse and plan each time), one `execProtocolStream` per statement.
 */
const t = useTestApp();
const COMPANY = SAMPLE_OWNED_COMPANY_ID;

describe.runIf(!process.env.DATABASE_URL)('embedded catalogue reads', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers GET one and a delta with one call into the engine per statement, and the same items', async () => {
    const listed = await t.app.inject({
      url: `/api/document/admin/product?companyId=${COMPANY}`,
      headers: t.owner,
    });
    const [first] = listed.json().data as { id: string }[];
    const oneUrl = `/api/document/admin/product/${first?.id}?companyId=${COMPANY}`;
    const sinceUrl = `/api/document/admin/product?companyId=${COMPANY}&since=1`;
    // First calls parse the statements once.
    await t.app.inject({ url: oneUrl, headers: t.owner });
    await t.app.inject({ url: sinceUrl, headers: t.owner });

    const query = vi.spyOn(PGlite.prototype, 'query');
    const engineCalls = vi.spyOn(PGlite.prototype, 'execProtocolStream');
    const one = await t.app.inject({ url: oneUrl, headers: t.owner });
    expect(one.statusCode).toBe(200);
    expect(JSON.stringify(one.json().data)).toBe(JSON.stringify(first));
    expect(query).not.toHaveBeenCalled();
    expect(engineCalls).toHaveBeenCalledTimes(1);

    const since = await t.app.inject({ url: sinceUrl, headers: t.owner });
    expect(since.statusCode).toBe(200);
    expect(JSON.stringify(since.json().data)).toBe(JSON.stringify(listed.json().data));
    expect(query).not.toHaveBeenCalled();
    // The sync position and the changed items.
    expect(engineCalls).toHaveBeenCalledTimes(3);
  });
});
