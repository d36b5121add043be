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

/** Option items sold out now, per option (its soldOutItems list): those turned back by hand or not yet back. */
export const listSoldOutOptionItems = async (db: Executor, companyId: string, at: Date) => {
  const result = await db.execute(sql`
      select id, option_name, sold_out_items from options
       where company_id = ${companyId} and not is_deleted and sold_out_items <> '[]'::jsonb
       order by option_name, id limit 50`);
  const rows = (
    result as unknown as {
      rows: { id: string; option_name: string; sold_out_items: { item: string; until: string | null }[] }[];
    }
  ).rows;
  // The same test the storefront applies (isOptionItemSoldOut): a timed sold-out ends on its own.
  return rows.flatMap((row) =>
    row.sold_out_items
      .filter((soldOut) => soldOut.until === null || Date.parse(soldOut.until) > at.getTime())
      .map((soldOut) => ({ optionId: row.id, optionName: row.option_name, item: soldOut.item })),
  );
};
