/** The four synced catalogue kinds, their versionInfo keys and Korean labels (spec §3, §9). */
export const CATALOGUE_KINDS = ['product', 'category', 'option', 'optionGroup'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const DOCUMENT_KINDS = [...CATALOGUE_KINDS, 'administrator', 'company'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_AREAS = ['admin', 'user'] as const;
export type DocumentArea = (typeof DOCUMENT_AREAS)[number];

export const VERSION_KEYS = {
  product: 'productVersion',
  category: 'categoryVersion',
  option: 'optionVersion',
  optionGroup: 'optionGroupVersion',
} as const satisfies Record<CatalogueKind, string>;
export type VersionKey = (typeof VERSION_KEYS)[CatalogueKind];

export const KIND_LABELS: Record<CatalogueKind, string> = {
  product: '상품',
  category: '카테고리',
  option: '옵션',
  optionGroup: '옵션 그룹',
};

/** Id prefixes of the original system (domain §1.1); new ids are `{prefix}_{time}{random}`. */
export const ID_PREFIXES: Record<CatalogueKind | 'company', string> = {
  product: 'p',
  category: 'ctg',
  option: 'opt',
  optionGroup: 'og',
  company: 'co',
};

export const isCatalogueKind = (value: string): value is CatalogueKind =>
  (CATALOGUE_KINDS as readonly string[]).includes(value);
export const isDocumentKind = (value: string): value is DocumentKind =>
  (DOCUMENT_KINDS as readonly string[]).includes(value);
export const isDocumentArea = (value: string): value is DocumentArea =>
  (DOCUMENT_AREAS as readonly string[]).includes(value);
