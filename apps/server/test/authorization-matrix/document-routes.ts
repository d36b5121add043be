import type { MatrixContext } from './context';
import {
  asHead,
  DEMO,
  doc,
  EVERYONE,
  get,
  MEMBERS_B,
  NOBODY,
  OWNERS_A,
  OWNERS_B,
  type Probe,
  post,
  SELF_B,
  SUPER,
  WRITERS_B,
} from './probes';

type Structure = 'companyType' | 'isHeadCompany' | 'parentCompanyId';
/** The other value of a structure field: applied twice, the company is as it was. */
const flipped = (field: Structure, company: Record<string, unknown>): unknown => {
  if (field === 'companyType') return company.companyType === 'basic' ? 'offline_store' : 'basic';
  if (field === 'isHeadCompany') return !company.isHeadCompany;
  // Another tenant's head office: what an owner must never be able to claim (the super admin may).
  return company.parentCompanyId ? '' : 'demoHQ';
};
const saveFlipped = async (c: MatrixContext, field: Structure) => {
  const company = await c.read(doc('admin', 'company', `/${c.companyB}?companyId=`));
  return post(doc('admin', 'company'), {
    companyId: '',
    item: { ...company, [field]: flipped(field, company) },
  });
};
/**
 * Issue 9: the company's type and its head-office / branch links are the operator's; company B's own 대표 and 매니저
 * are refused. The super admin's change is undone after its probe.
 */
const structureProbe = (field: Structure): Probe => ({
  name: `change company B's ${field} (the operator's only, not even its 대표)`,
  allow: SUPER,
  request: (c) => saveFlipped(c, field),
  after: async (c, persona) => {
    if (persona !== 'super') return;
    const undo = await c.app.inject({ ...(await saveFlipped(c, field)), headers: c.headersOf.super });
    if (undo.statusCode !== 200) throw new Error(`undo ${field}: ${undo.statusCode} ${undo.body}`);
  },
});

const listProbes: Probe[] = [
  {
    name: 'admin list, company A',
    allow: OWNERS_A,
    request: (c) => get(doc('admin', 'product', `?companyId=${c.companyA}`)),
  },
  {
    name: 'admin list, company B',
    allow: MEMBERS_B,
    request: (c) => get(doc('admin', 'product', `?companyId=${c.companyB}`)),
  },
  {
    name: 'admin list of another kind, company B',
    allow: MEMBERS_B,
    request: (c) => get(doc('admin', 'category', `?companyId=${c.companyB}`)),
  },
  {
    name: 'admin list, demo company',
    allow: DEMO,
    request: (c) => get(doc('admin', 'product', `?companyId=${c.demoCompany}`)),
  },
  {
    name: 'customer list, company B',
    allow: EVERYONE,
    request: (c) => get(doc('user', 'product', `?companyId=${c.companyB}`)),
  },
  {
    name: 'administrator kind has no list',
    allow: NOBODY,
    request: () => get(doc('admin', 'administrator', '?companyId=')),
  },
];

const itemProbes: Probe[] = [
  {
    name: 'admin item, company A',
    allow: OWNERS_A,
    request: (c) => get(doc('admin', 'product', `/${c.productA}?companyId=${c.companyA}`)),
  },
  {
    name: 'admin item, company B',
    allow: MEMBERS_B,
    request: (c) => get(doc('admin', 'product', `/${c.productB}?companyId=${c.companyB}`)),
  },
  {
    name: 'admin item of B asked through company A',
    allow: NOBODY,
    request: (c) => get(doc('admin', 'product', `/${c.productB}?companyId=${c.companyA}`)),
  },
  {
    name: 'customer item, company B',
    allow: EVERYONE,
    request: (c) => get(doc('user', 'product', `/${c.productB}?companyId=${c.companyB}`)),
  },
  {
    name: 'admin company document B',
    allow: MEMBERS_B,
    request: (c) => get(doc('admin', 'company', `/${c.companyB}?companyId=`)),
  },
  {
    name: 'admin company document, demo',
    allow: DEMO,
    request: (c) => get(doc('admin', 'company', `/${c.demoCompany}?companyId=`)),
  },
  {
    name: 'customer company document B',
    allow: EVERYONE,
    request: (c) => get(doc('user', 'company', `/${c.companyB}?companyId=`)),
  },
  {
    name: "admin B's administrator record",
    allow: SELF_B,
    request: (c) => get(doc('admin', 'administrator', `/${c.uidOf.adminB}?companyId=`)),
  },
  {
    name: 'administrator records are not public',
    allow: NOBODY,
    request: (c) => get(doc('user', 'administrator', `/${c.uidOf.adminB}?companyId=`)),
  },
];

const deletedProbes: Probe[] = [
  {
    name: 'admin deleted ids, company B',
    allow: MEMBERS_B,
    request: (c) => get(doc('admin', 'product', `/deleted?companyId=${c.companyB}`)),
  },
  {
    name: 'admin deleted ids, demo company',
    allow: DEMO,
    request: (c) => get(doc('admin', 'option', `/deleted?companyId=${c.demoCompany}`)),
  },
  {
    name: 'customer deleted ids, company B',
    allow: EVERYONE,
    request: (c) => get(doc('user', 'product', `/deleted?companyId=${c.companyB}`)),
  },
];

/** Spec §7 document routes: tenant scope from the session, demo companies read-only, the customer area read-only. */
export const DOCUMENT_ROUTE_ROWS: Record<string, Probe[]> = {
  'GET /api/document/:area/:kind': listProbes,
  'HEAD /api/document/:area/:kind': asHead(listProbes),
  'GET /api/document/:area/:kind/:id': itemProbes,
  'HEAD /api/document/:area/:kind/:id': asHead(itemProbes),
  'GET /api/document/:area/:kind/deleted': deletedProbes,
  'HEAD /api/document/:area/:kind/deleted': asHead(deletedProbes),
  'POST /api/document/:area/:kind': [
    {
      name: 'create in company A',
      allow: OWNERS_A,
      request: (c) =>
        post(doc('admin', 'product'), { companyId: c.companyA, item: { productName: '권한 확인' } }),
    },
    {
      name: 'create in company B',
      allow: WRITERS_B,
      request: (c) =>
        post(doc('admin', 'category'), { companyId: c.companyB, item: { categoryName: '권한 확인' } }),
    },
    {
      name: 'create in the demo company (demo is read-only)',
      allow: SUPER,
      request: (c) =>
        post(doc('admin', 'product'), { companyId: c.demoCompany, item: { productName: '권한 확인' } }),
    },
    {
      name: 'write through the customer area',
      allow: NOBODY,
      request: (c) =>
        post(doc('user', 'product'), { companyId: c.companyB, item: { productName: '권한 확인' } }),
    },
    {
      name: 'save company document B',
      allow: WRITERS_B,
      request: async (c) =>
        post(doc('admin', 'company'), {
          companyId: '',
          item: await c.read(doc('admin', 'company', `/${c.companyB}?companyId=`)),
        }),
    },
    {
      name: 'switch a product of company B sold out (직원 may: the shop floor)',
      allow: MEMBERS_B,
      request: async (c) => {
        const product = await c.read(doc('admin', 'product', `/${c.productB}?companyId=${c.companyB}`));
        return post(doc('admin', 'product'), {
          companyId: c.companyB,
          item: { ...product, isSoldOut: !product.isSoldOut, soldOutUntil: null },
        });
      },
    },
    {
      name: 'change the price of a product of company B (not 직원)',
      allow: WRITERS_B,
      request: async (c) => {
        const product = await c.read(doc('admin', 'product', `/${c.productB}?companyId=${c.companyB}`));
        return post(doc('admin', 'product'), {
          companyId: c.companyB,
          item: { ...product, priceOriginal: Number(product.priceOriginal) + 100 },
        });
      },
    },
    {
      name: 'change the sold-out switch and the price together (직원 refused as a whole)',
      allow: WRITERS_B,
      request: async (c) => {
        const product = await c.read(doc('admin', 'product', `/${c.productB}?companyId=${c.companyB}`));
        return post(doc('admin', 'product'), {
          companyId: c.companyB,
          item: {
            ...product,
            isSoldOut: !product.isSoldOut,
            priceOriginal: Number(product.priceOriginal) + 100,
          },
        });
      },
    },
    {
      name: "change company B's bank account (대표 only)",
      allow: OWNERS_B,
      request: async (c) => {
        const company = await c.read(doc('admin', 'company', `/${c.companyB}?companyId=`));
        const account = company.bankAccount as Record<string, string>;
        return post(doc('admin', 'company'), {
          companyId: '',
          item: { ...company, bankAccount: { ...account, accountNumber: `${Date.now()}`.slice(-12) } },
        });
      },
    },
    structureProbe('companyType'),
    structureProbe('isHeadCompany'),
    structureProbe('parentCompanyId'),
    {
      name: "save admin B's administrator record",
      allow: SELF_B,
      request: async (c) =>
        post(doc('admin', 'administrator'), {
          companyId: '',
          item: await c.read(doc('admin', 'administrator', `/${c.uidOf.adminB}?companyId=`)),
        }),
    },
    {
      name: "change the demo administrator's selected demo company",
      allow: DEMO,
      request: async (c) => {
        const record = await c.read(doc('admin', 'administrator', `/${c.uidOf.demo}?companyId=`));
        const next = record.lastSelectedDemoCompanyId === 'demoHQ' ? 'demoMall' : 'demoHQ';
        return post(doc('admin', 'administrator'), {
          companyId: '',
          item: { ...record, lastSelectedDemoCompanyId: next },
        });
      },
    },
  ],
  'POST /api/document/:area/:kind/saveMany': [
    {
      name: 'save many in company B',
      allow: WRITERS_B,
      request: (c) =>
        post(doc('admin', 'product', '/saveMany'), {
          companyId: c.companyB,
          items: [{ productName: '일괄 1' }, { productName: '일괄 2' }],
        }),
    },
    {
      name: 'save many in the demo company',
      allow: SUPER,
      request: (c) =>
        post(doc('admin', 'product', '/saveMany'), {
          companyId: c.demoCompany,
          items: [{ productName: '일괄' }],
        }),
    },
  ],
  'DELETE /api/document/:area/:kind/:id': [
    {
      name: 'delete in company B',
      allow: WRITERS_B,
      request: async (c) => ({
        method: 'DELETE',
        url: doc('admin', 'product', `/${await c.createProduct(c.companyB)}?companyId=${c.companyB}`),
      }),
    },
    {
      name: 'delete in the demo company',
      allow: SUPER,
      request: async (c) => ({
        method: 'DELETE',
        url: doc('admin', 'product', `/${await c.createProduct(c.demoCompany)}?companyId=${c.demoCompany}`),
      }),
    },
    {
      name: 'delete through the customer area',
      allow: NOBODY,
      request: async (c) => ({
        method: 'DELETE',
        url: doc('user', 'product', `/${await c.createProduct(c.companyB)}?companyId=${c.companyB}`),
      }),
    },
  ],
};
