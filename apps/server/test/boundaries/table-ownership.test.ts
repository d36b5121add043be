import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema';
import { READ_GRANTS, TABLE_OWNERS } from './table-owners';
import { tableViolationsOf } from './table-rules';

const SERVER_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The schema itself, and the demo seed (composition that loads fixture rows into every table), name any table. */
const EXEMPT_DIRS = ['src/db', 'src/seed'];

const SQL_NAMES = new Map(
  Object.entries(schema).flatMap(([name, value]) =>
    is(value, PgTable) ? [[name, getTableName(value)]] : [],
  ),
);

const listProductionFiles = (dir: string): string[] =>
  fs.readdirSync(path.join(SERVER_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return EXEMPT_DIRS.includes(relative) ? [] : listProductionFiles(relative);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });

const MODULES = fs.readdirSync(path.join(SERVER_ROOT, 'src/modules'), { withFileTypes: true });
const MODULE_NAMES = MODULES.filter((entry) => entry.isDirectory()).map((entry) => entry.name);

describe('server table ownership (test/boundaries/table-owners.ts)', () => {
  it('names an existing owner module for every table of src/db/schema, and no other table', () => {
    expect(SQL_NAMES.size).toBeGreaterThan(20);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...SQL_NAMES.keys()].sort());
    const owners = [...Object.values(TABLE_OWNERS), ...Object.keys(READ_GRANTS)];
    expect(owners.filter((owner) => !MODULE_NAMES.includes(owner))).toEqual([]);
  });

  it('holds for every production file under apps/server/src', () => {
    const files = listProductionFiles('src');
    expect(files.length).toBeGreaterThan(100);
    const violations = files.flatMap((file) =>
      tableViolationsOf(
        { file, source: fs.readFileSync(path.join(SERVER_ROOT, file), 'utf8') },
        SQL_NAMES,
      ).map((reason) => `${file}: ${reason}`),
    );
    expect(violations).toEqual([]);
  });

  const importing = (names: string, from = '../../db/schema') => `import { ${names} } from '${from}';\n`;
  /** `sql` with text around one `${id}` placeholder (a template head and tail, as the repositories write it). */
  const rawSql = (before: string, after = '') => `const q = sql\`${before}$\{id}${after}\`;`;
  it.each([
    ['src/modules/orders/x.repository.ts', importing('products'), /owned by modules\/catalogue/],
    ['src/modules/orders/x.repository.ts', importing('type products'), /owned by modules\/catalogue/],
    ['src/modules/orders/x.repository.ts', "import * as s from '../../db/schema';", /whole schema/],
    ['src/lib/x.ts', importing('orders', '../db/schema/orders'), /owned by modules\/orders/],
    [
      'src/modules/members/x.repository.ts',
      rawSql('select 1 from companies where id = '),
      /reads companies in raw SQL/,
    ],
    [
      'src/modules/statistics/x.repository.ts',
      rawSql('update orders set x = 1 where id = '),
      /writes orders in raw SQL/,
    ],
    [
      'src/modules/statistics/x.repository.ts',
      `${importing('orders')}await db.update(orders).set({});`,
      /may only read/,
    ],
  ])('refuses %s with %s', (file, source, reason) => {
    expect(tableViolationsOf({ file, source }, SQL_NAMES).join('\n')).toMatch(reason);
  });

  it.each([
    ['src/modules/catalogue/x.repository.ts', importing('products, categories')],
    ['src/modules/catalogue/catalogue.dto.ts', importing('type products')],
    [
      'src/modules/statistics/x.repository.ts',
      rawSql('select count(*) from orders where a = ', ' group by 1'),
    ],
    ['src/modules/orders/x.service.ts', "const message = 'from the products page';"],
  ])('allows %s with %s', (file, source) => {
    expect(tableViolationsOf({ file, source }, SQL_NAMES)).toEqual([]);
  });
});
