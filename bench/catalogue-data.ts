/** Setup of the catalogue benchmark through the public API: sign in, read categories, create products. */
export const COMPANY_ID = 'coJumunSample';
const OWNER_PHONE = '+821000000002';
const TEST_CODE = '123456';

export type Session = { idToken: string; refreshToken: string; expiresIn: number; uid: string };

const postJson = async <T>(base: string, path: string, body: unknown, token?: string): Promise<T> => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { isSuccess: boolean; data: T; message?: string };
  if (!response.ok || !json.isSuccess) throw new Error(`${path}: ${response.status} ${json.message ?? ''}`);
  return json.data;
};

/**
 * Puts a session where the web app keeps it (localStorage), as if the owner had signed in on this browser. It opens a
 * static file of the origin, not a page of the app: a page would register the service worker, sync the catalogue into
 * IndexedDB and leave the app's scripts in the browser's memory cache, so the "first visit" measured next (Lighthouse,
 * admin-first-visit) would start warm — Lighthouse read the entry's scripts at 0 bytes when the tab reused that
 * renderer.
 */
export const storeSessionInBrowser = async (
  page: import('@playwright/test').Page,
  base: string,
  session: Session,
) => {
  await page.goto(`${base}/favicon.svg`);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key as string, value as string),
    [
      'jumun.auth.tokens',
      JSON.stringify({
        uid: session.uid,
        idToken: session.idToken,
        refreshToken: session.refreshToken,
        expiresAt: Date.now() + session.expiresIn * 1000,
      }),
    ],
  );
};

export const signInOwner = async (base: string): Promise<Session> => {
  await postJson(base, '/api/auth/send-sms', { phoneNumber: OWNER_PHONE });
  const { customToken } = await postJson<{ customToken: string }>(base, '/api/auth/verify-sms', {
    phoneNumber: OWNER_PHONE,
    code: TEST_CODE,
  });
  return postJson<Session>(base, '/api/auth/session', { customToken });
};

const FLAVOURS = [
  '바닐라',
  '헤이즐넛',
  '카라멜',
  '말차',
  '흑임자',
  '유자',
  '자몽',
  '딸기',
  '초코',
  '얼그레이',
];
const BASES = [
  '라떼',
  '아메리카노',
  '콜드브루',
  '에이드',
  '스무디',
  '케이크',
  '쿠키',
  '마들렌',
  '원두 200g',
  '티',
];

/** `count` realistic products spread over the company's categories, created with saveMany in batches of 500. */
export const createProducts = async (base: string, token: string, count: number) => {
  const response = await fetch(`${base}/api/document/admin/category?companyId=${COMPANY_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const categories = ((await response.json()) as { data: { id: string }[] }).data.map((c) => c.id);
  const products = Array.from({ length: count }, (_, index) => ({
    productName: `${FLAVOURS[index % FLAVOURS.length]} ${BASES[Math.floor(index / FLAVOURS.length) % BASES.length]} ${index + 1}`,
    productNameShort: `상품${index + 1}`,
    categories: index % 37 === 0 ? [] : [categories[index % categories.length]],
    priceOriginal: 5000 + (index % 20) * 100,
    priceDiscounted: 4500 + (index % 20) * 100,
    description: '벤치마크용으로 만든 상품입니다. 실제 메뉴 설명 길이쯤 되는 문장을 넣었습니다.',
    displayLevel: index + 1,
    stockQuantity: 100 + (index % 50),
  }));
  const ids: string[] = [];
  for (let start = 0; start < products.length; start += 500) {
    const saved = await postJson<{ ids: string[] }>(
      base,
      '/api/document/admin/product/saveMany',
      { companyId: COMPANY_ID, items: products.slice(start, start + 500) },
      token,
    );
    ids.push(...saved.ids);
  }
  return ids;
};

/** One product update as another administrator would make it (the change the delta sync must carry). */
export const changeOneProduct = async (base: string, token: string, id: string) => {
  const response = await fetch(`${base}/api/document/admin/product/${id}?companyId=${COMPANY_ID}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as { data: Record<string, unknown> };
  const { companyId: _c, dateCreated: _d, dateModified: _m, ...item } = data;
  await postJson(
    base,
    '/api/document/admin/product',
    { companyId: COMPANY_ID, item: { ...item, priceDiscounted: 1234 } },
    token,
  );
};
