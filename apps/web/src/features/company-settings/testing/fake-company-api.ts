import { type Administrator, type Company, companyInputSchema, ERROR_MESSAGES } from '@jumun/shared';
import { makeAdministrator } from '../../../testing/factories/company';
import { fail, installFakeApi, ok } from '../../../testing/fake-api';

type FakeCompanyApiOptions = { companies: Company[]; administrator?: Administrator };

/**
 * The document API the settings pages talk to, on the one fake API (testing/fake-api.ts): GET and POST of the
 * company with the server's revision rule (a stale revision is refused with 409 and nothing is written), the
 * shared contract as validation (400 naming `item.<path>`), and image upload.
 */
export const installFakeCompanyApi = ({
  companies,
  administrator = makeAdministrator(),
}: FakeCompanyApiOptions) => {
  const api = installFakeApi();
  const stored = new Map(companies.map((company) => [company.id, structuredClone(company)]));
  const saves: Company[] = [];
  let uploads = 0;

  const saveCompany = (item: Company) => {
    const current = stored.get(item.id);
    if (!current) return fail(404, 'NOT_FOUND', '회사를 찾을 수 없습니다.');
    if (item.revision !== current.revision) return fail(409, 'CONFLICT', ERROR_MESSAGES.staleRevision);
    const parsed = companyInputSchema.safeParse(item);
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        path: ['item', ...issue.path.map(String)].join('.'),
        message: issue.message,
      }));
      return fail(400, 'VALIDATION', `입력값이 올바르지 않습니다: ${details[0]?.path}`, details);
    }
    const saved = { ...current, ...item, revision: current.revision + 1 };
    stored.set(item.id, saved);
    saves.push(item);
    return ok({ id: item.id, revision: saved.revision });
  };

  api.on('GET', /^\/api\/document\/admin\/company\/([^/]+)$/, (_request, match) => {
    const company = stored.get(decodeURIComponent(match[1] ?? ''));
    return company ? ok(company) : fail(404, 'NOT_FOUND', '없음');
  });
  api.on('GET', /^\/api\/document\/admin\/administrator\//, () => ok(administrator));
  api.on('POST', /^\/api\/document\/admin\/company$/, (request) =>
    saveCompany((request.body as { item: Company }).item),
  );
  // Multipart: the fake API records no body for it, only that it came.
  api.on('POST', /^\/api\/admin\/companies\/[^/]+\/images$/, () => {
    uploads += 1;
    const fileName = `upload_${uploads}.webp`;
    return ok({
      fileName,
      thumbnailFileName: `thumb_${fileName}`,
      url: `/uploads/x/${fileName}`,
      thumbnailUrl: `/uploads/x/thumb_${fileName}`,
      contentType: 'image/webp',
      size: 1024,
    });
  });

  return {
    /** Every accepted save, as sent. */
    saves,
    stored: (id: string) => stored.get(id),
    /** Another administrator saves first: the page's revision is now stale. */
    changeOnServer: (id: string, change: (company: Company) => Company) => {
      const current = stored.get(id);
      if (current) stored.set(id, { ...change(current), revision: current.revision + 1 });
    },
    /** POSTs to the company document, accepted or not. */
    companyPosts: () =>
      api.calls.filter((call) => call.method === 'POST' && call.path === '/api/document/admin/company'),
  };
};
