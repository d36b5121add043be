import pg from 'pg';

/** The seeded sample cafe every benchmark company is a copy of (its products, options and categories). */
export const SOURCE_COMPANY = 'coJumunSample';
export const SAMPLE_AMERICANO = `p_${SOURCE_COMPANY}_001`;
const CATALOGUE_TABLES = ['categories', 'products', 'options', 'option_groups'];

/**
 * Copies the sample cafe into `count` companies (`bench1` …) open around the clock, with the same catalogue, in one
 * transaction. Rows are copied generically (`jsonb_populate_record`), so a new column never breaks the benchmark.
 */
export const cloneSampleCompanies = async (dbUrl: string, count: number): Promise<string[]> => {
  const ids = Array.from({ length: count }, (_, i) => `bench${i + 1}`);
  const db = new pg.Client({ connectionString: dbUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(
      `insert into companies
       select (jsonb_populate_record(null::companies, to_jsonb(c) || jsonb_build_object(
         'id', new_id, 'registered_by_uid', null, 'is_open', true,
         'business_hours', c.business_hours || '{"isOpen24Hours":true,"isOpenYearRound":true,"closureDates":[],"pauseOrdersUntil":null}'::jsonb
       ))).*
         from companies c, unnest($2::text[]) as n(new_id)
        where c.id = $1`,
      [SOURCE_COMPANY, ids],
    );
    for (const table of CATALOGUE_TABLES) {
      await db.query(
        `insert into ${table}
         select (jsonb_populate_record(null::${table}, to_jsonb(t) || jsonb_build_object('company_id', new_id))).*
           from ${table} t, unnest($2::text[]) as n(new_id)
          where t.company_id = $1`,
        [SOURCE_COMPANY, ids],
      );
    }
    await db.query('commit');
    await db.query('analyze');
  } finally {
    await db.end();
  }
  return ids;
};

type Envelope<T> = { isSuccess: boolean; data: T; message?: string };

export const postJson = async <T>(url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Envelope<T>;
  if (!res.ok || !json.isSuccess) throw new Error(`${url}: ${res.status} ${json.message ?? ''}`);
  return json.data;
};

/**
 * Signs in through the public API with a test phone number and its fixed code: customers at `/api/userAuth`,
 * administrators (owner, operator) at `/api/auth`. Returns the Bearer header.
 */
const signIn = async (base: string, prefix: '/api/userAuth' | '/api/auth', phoneNumber: string) => {
  await postJson(`${base}${prefix}/send-sms`, { phoneNumber });
  const { customToken } = await postJson<{ customToken: string }>(`${base}${prefix}/verify-sms`, {
    phoneNumber,
    code: '123456',
  });
  const { idToken } = await postJson<{ idToken: string }>(`${base}${prefix}/session`, { customToken });
  return { authorization: `Bearer ${idToken}` };
};

export const signInCustomer = (base: string, phoneNumber: string) =>
  signIn(base, '/api/userAuth', phoneNumber);
export const signInAdmin = (base: string, phoneNumber: string) => signIn(base, '/api/auth', phoneNumber);

/** One 아메리카노 for takeout, paid at the counter: the body of `POST /api/order/place` for a company. */
export const placeBody = (companyId: string, payable: number) => ({
  companyId,
  order: {
    orderType: 'takeout',
    paymentMethod: 'onsite',
    items: [{ productId: SAMPLE_AMERICANO, quantity: 1, selection: {} }],
  },
  expectedPayableAmount: payable,
  clientSnapshot: { pointRemaining: 0, stampRemaining: 0 },
});

/** What the server will charge for `placeBody` (read once from the quote, not assumed). */
export const quotePayable = async (base: string, companyId: string, headers: Record<string, string>) => {
  const { order } = placeBody(companyId, 0);
  const result = await postJson<{ quote: { amounts: { payableAmount: number } } }>(
    `${base}/api/store/companies/${companyId}/quote`,
    { order },
    headers,
  );
  return result.quote.amounts.payableAmount;
};

/** Opens the sample cafe around the clock (PGlite's run places its orders there at any hour). */
export const openAroundTheClock = async (base: string, headers: Record<string, string>) => {
  const res = await fetch(`${base}/api/document/admin/company/${SOURCE_COMPANY}?companyId=`, { headers });
  const company = ((await res.json()) as { data: Record<string, unknown> }).data;
  const saved = await fetch(`${base}/api/document/admin/company`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      companyId: '',
      item: {
        ...company,
        isOpen: true,
        businessHours: {
          ...(company.businessHours as object),
          isOpen24Hours: true,
          isOpenYearRound: true,
          closureDates: [],
          pauseOrdersUntil: null,
        },
      },
    }),
  });
  if (!saved.ok) throw new Error(`opening the sample cafe: ${saved.status} ${await saved.text()}`);
};
