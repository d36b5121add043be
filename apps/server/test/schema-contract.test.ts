import { administratorSchema, companySchema } from '@jumun/shared';
import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { administrators, companies } from '../src/db/schema/companies';
import { companyMembers } from '../src/db/schema/members';
import { CATALOGUE_KIND_CONFIG } from '../src/modules/catalogue/catalogue.kinds';

/** Columns that exist for the server only and must never appear in a response. */
const INTERNAL = new Set(['isDeleted', 'changeXid', 'dateDeleted']);

const columnsOf = (table: Parameters<typeof getTableColumns>[0]) =>
  new Set(Object.keys(getTableColumns(table)));

/** Keeps the Drizzle tables and the shared API contract in line (house style §2). */
describe('Drizzle tables match the shared schemas', () => {
  for (const [kind, config] of Object.entries(CATALOGUE_KIND_CONFIG)) {
    it(`${kind}: every contract field has a column and every public column is in the contract`, () => {
      const columns = columnsOf(config.table);
      const contract = new Set(Object.keys(config.outputSchema.shape));
      expect([...contract].filter((key) => !columns.has(key))).toEqual([]);
      expect([...columns].filter((key) => !INTERNAL.has(key) && !contract.has(key))).toEqual([]);
    });
  }

  it('company: every contract field is stored (versionInfo as generation + revision pairs)', () => {
    const columns = columnsOf(companies);
    const missing = Object.keys(companySchema.shape).filter(
      (key) => key !== 'versionInfo' && !columns.has(key),
    );
    expect(missing).toEqual([]);
    for (const kind of ['product', 'category', 'option', 'optionGroup']) {
      expect(columns.has(`${kind}Generation`) && columns.has(`${kind}Revision`)).toBe(true);
    }
  });

  it('administrator: every contract field is stored', () => {
    const columns = columnsOf(administrators);
    // companyRoles is read from company_members (issue 14), not a column of administrators.
    const stored = Object.keys(administratorSchema.shape).filter((key) => key !== 'companyRoles');
    expect(stored.filter((key) => !columns.has(key))).toEqual([]);
    expect(Object.keys(getTableColumns(companyMembers))).toContain('role');
  });
});
