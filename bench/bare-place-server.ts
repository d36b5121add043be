import crypto from 'node:crypto';
import http from 'node:http';
import pg from 'pg';

/**
 * The bare reference for order placement (issue 11): node:http + pg writing the same rows in the same transaction shape
 * as `POST /api/order/place` — read the company, the product and the customer; then in one transaction claim the
 * Idempotency-Key, bump the company's product revision (the lock placement takes), hand out the day's order number,
 * insert the order and its first transition (copies of rows the real API wrote, from ORDER_TEMPLATE), store the
 * replayable result and NOTIFY — with no framework, validation, auth, pricing or mapping.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 3331);
const template = JSON.parse(process.env.ORDER_TEMPLATE ?? '{}') as {
  order: Record<string, unknown>;
  transition: Record<string, unknown>;
  customerUid: string;
  productId: string;
};

/** Every column of the template transition but its generated id. */
const TRANSITION_COLUMNS = Object.keys(template.transition ?? {})
  .filter((column) => column !== 'id')
  .join(', ');

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (chunk) => {
      data += chunk;
    });
    req.on('end', () => resolve(data));
  });

const place = async (companyId: string, key: string) => {
  await pool.query('select * from companies where id = $1', [companyId]);
  await pool.query('select * from products where company_id = $1 and id = $2', [
    companyId,
    template.productId,
  ]);
  await pool.query('select * from customers where uid = $1', [template.customerUid]);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into idempotency_keys (scope, key, request_hash, status_code, response) values ($1, $2, $3, 0, '{}')
       on conflict do nothing returning key`,
      ['order.place', key, crypto.randomUUID()],
    );
    await client.query(
      'update companies set product_revision = product_revision + 1 where id = $1 returning product_revision',
      [companyId],
    );
    const dateKey = 20261125;
    const {
      rows: [counter],
    } = await client.query(
      `insert into order_counters (company_id, date_key, last_number) values ($1, $2, 1)
       on conflict (company_id, date_key) do update set last_number = order_counters.last_number + 1
       returning last_number`,
      [companyId, dateKey],
    );
    const orderId = `bare_${crypto.randomUUID()}`;
    await client.query(`insert into orders select (jsonb_populate_record(null::orders, $1::jsonb)).*`, [
      { ...template.order, id: orderId, company_id: companyId, order_number: counter?.last_number },
    ]);
    await client.query(
      `insert into order_transitions (${TRANSITION_COLUMNS}) select ${TRANSITION_COLUMNS}
         from jsonb_populate_record(null::order_transitions, $1::jsonb)`,
      [{ ...template.transition, order_id: orderId, company_id: companyId }],
    );
    const result = { orderId, orderNumber: counter?.last_number };
    await client.query(
      'update idempotency_keys set status_code = 200, response = $3 where scope = $1 and key = $2',
      ['order.place', key, result],
    );
    await client.query(`select pg_notify('jumun_bench', $1)`, [JSON.stringify(result)]);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
};

http
  .createServer(async (req, res) => {
    try {
      const body = JSON.parse(await readBody(req)) as { companyId: string };
      const result = await place(
        body.companyId,
        String(req.headers['idempotency-key'] ?? crypto.randomUUID()),
      );
      const json = JSON.stringify({ isSuccess: true, data: result });
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      res.end(json);
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(port, '127.0.0.1');
