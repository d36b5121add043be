import http from 'node:http';
import pg from 'pg';

/**
 * The practical limit: node:http + pg doing the same database work as the real API (same rows, same
 * transaction shape) with no framework, validation, auth or mapping.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT ?? 3301);

const send = (res: http.ServerResponse, body: unknown) => {
  const json = JSON.stringify(body);
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
};

const readBody = (req: http.IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => resolve(data));
  });

const insertMany = async (companyId: string, names: string[]) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT id FROM companies WHERE id = $1 FOR UPDATE', [companyId]);
    const ids = names.map(
      (_, i) => `bare_${Date.now().toString(36)}_${Math.random().toString(36).slice(2)}_${i}`,
    );
    await client.query(
      `INSERT INTO products (id, company_id, product_name) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])`,
      [ids, names.map(() => companyId), names],
    );
    await client.query('UPDATE companies SET product_revision = product_revision + 1 WHERE id = $1', [
      companyId,
    ]);
    await client.query('COMMIT');
    return ids;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
};

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const companyId = url.searchParams.get('companyId') ?? '';
    try {
      if (req.method === 'GET' && url.pathname === '/one') {
        const { rows } = await pool.query('SELECT * FROM products WHERE company_id = $1 AND id = $2', [
          companyId,
          url.searchParams.get('id'),
        ]);
        return send(res, { isSuccess: true, data: rows[0] });
      }
      if (req.method === 'GET' && url.pathname === '/list') {
        const since = url.searchParams.get('since');
        const { rows } = since
          ? await pool.query(
              'SELECT * FROM products WHERE company_id = $1 AND NOT is_deleted AND change_xid >= $2 ORDER BY display_level, id',
              [companyId, since],
            )
          : await pool.query(
              'SELECT * FROM products WHERE company_id = $1 AND NOT is_deleted ORDER BY display_level, id',
              [companyId],
            );
        return send(res, { isSuccess: true, data: rows });
      }
      if (req.method === 'POST' && url.pathname === '/save') {
        const body = JSON.parse(await readBody(req));
        const [id] = await insertMany(body.companyId, [body.item.productName]);
        return send(res, { isSuccess: true, data: { id } });
      }
      if (req.method === 'POST' && url.pathname === '/saveMany') {
        const body = JSON.parse(await readBody(req));
        const ids = await insertMany(
          body.companyId,
          body.items.map((i: { productName: string }) => i.productName),
        );
        return send(res, { isSuccess: true, data: { ids } });
      }
      res.writeHead(404).end();
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(port, '127.0.0.1');
