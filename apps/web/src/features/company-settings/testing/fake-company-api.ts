import {
  type Administrator,
  type Company,
  companyInputSchema,
  ERROR_MESSAGES,
  type KakaoTemplateList,
} from '@jumun/shared';
import { vi } from 'vitest';
import { makeAdministrator } from '../../../testing/factories/company';

type FakeCompanyApiOptions = {
  companies: Company[];
  administrator?: Administrator;
  /** What the Kakao template list answers (default: the console provider's "not connected"). */
  kakaoTemplates?: KakaoTemplateList;
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fail = (status: number, error: string, message: string, details?: unknown) =>
  json(status, { isSuccess: false, error, message, ...(details ? { details } : {}) });

/**
 * The document API the settings pages talk to, behind a stubbed fetch: GET and POST of the company with the
 * server's revision rule (a stale revision is refused with 409 and nothing is written), the shared contract as
 * validation (400 naming `item.<path>`), and image upload.
 */
export const installFakeCompanyApi = ({
  companies,
  administrator = makeAdministrator(),
  kakaoTemplates = { source: 'console', templates: [], syncedAt: '2026-03-04T03:00:00.000Z' },
}: FakeCompanyApiOptions) => {
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
    return json(200, { isSuccess: true, data: { id: item.id, revision: saved.revision } });
  };

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const companyMatch = /^\/api\/document\/admin\/company\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && companyMatch) {
      const company = stored.get(decodeURIComponent(companyMatch[1] ?? ''));
      return company ? json(200, { isSuccess: true, data: company }) : fail(404, 'NOT_FOUND', '없음');
    }
    if (method === 'GET' && url.pathname.startsWith('/api/document/admin/administrator/')) {
      return json(200, { isSuccess: true, data: administrator });
    }
    if (method === 'POST' && url.pathname === '/api/document/admin/company') {
      const body = JSON.parse(String(init?.body)) as { item: Company };
      return saveCompany(body.item);
    }
    if (method === 'POST' && /^\/api\/admin\/companies\/[^/]+\/images$/.test(url.pathname)) {
      uploads += 1;
      const fileName = `upload_${uploads}.webp`;
      return json(200, {
        isSuccess: true,
        data: {
          fileName,
          thumbnailFileName: `thumb_${fileName}`,
          url: `/uploads/x/${fileName}`,
          thumbnailUrl: `/uploads/x/thumb_${fileName}`,
          contentType: 'image/webp',
          size: 1024,
        },
      });
    }
    if (method === 'GET' && /^\/api\/admin\/companies\/[^/]+\/kakao-templates$/.test(url.pathname))
      return json(200, { isSuccess: true, data: kakaoTemplates });
    return fail(404, 'NOT_FOUND', `no fake for ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);

  return {
    fetchMock,
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
      fetchMock.mock.calls.filter(
        ([input, init]) => String(input).endsWith('/api/document/admin/company') && init?.method === 'POST',
      ),
  };
};
