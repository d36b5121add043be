import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Products sold out now (the dashboard's 품절 list, issue 13): live, switched sold out, and not yet back. */
export const listSoldOutProducts = async (db: Executor, companyId: string, at: Date) => {
  const result = await db.execute(sql`
      select id, product_name from products
       where company_id = ${companyId} and not is_deleted and is_sold_out
         and (sold_out_until is null or sold_out_until > ${at})
       order by product_name limit 50`);
  return (result as unknown as { rows: { id: string; product_name: string }[] }).rows.map((row) => ({
    id: row.id,
    name: row.product_name,
  }));
};
