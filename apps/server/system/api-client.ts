/** What a browser does over real HTTP: sign in with a demo number (fixed code), then call the document API. */
export const OWNER_PHONE = '+821000000002';
export const SAMPLE_COMPANY = 'coJumunSample';

type Envelope<T> = { isSuccess: boolean; data: T; message?: string; error?: string };

const post = async <T>(base: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
};

export const signIn = async (base: string, phoneNumber = OWNER_PHONE) => {
  await post(base, '/api/auth/send-sms', { phoneNumber });
  const verified = await post<{ customToken: string }>(base, '/api/auth/verify-sms', {
    phoneNumber,
    code: '123456',
  });
  const session = await post<{ idToken: string }>(base, '/api/auth/session', {
    customToken: verified.body.data.customToken,
  });
  if (!session.body.isSuccess) throw new Error(`sign-in failed: ${JSON.stringify(session.body)}`);
  return { authorization: `Bearer ${session.body.data.idToken}` };
};

export const saveProduct = (base: string, auth: Record<string, string>, productName: string) =>
  post<{ id: string }>(
    base,
    '/api/document/admin/product',
    { companyId: SAMPLE_COMPANY, item: { productName } },
    auth,
  );

export const saveManyProducts = (base: string, auth: Record<string, string>, names: string[]) =>
  post<{ ids: string[] }>(
    base,
    '/api/document/admin/product/saveMany',
    { companyId: SAMPLE_COMPANY, items: names.map((productName) => ({ productName })) },
    auth,
  );

export const listProducts = async (base: string, auth: Record<string, string>) => {
  const res = await fetch(`${base}/api/document/admin/product?companyId=${SAMPLE_COMPANY}`, {
    headers: auth,
  });
  const body = (await res.json()) as Envelope<{ id: string; productName: string }[]>;
  if (!body.isSuccess) throw new Error(`list failed: ${JSON.stringify(body)}`);
  return body.data;
};
