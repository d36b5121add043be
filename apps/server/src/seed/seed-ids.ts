/**
 * Stable ids of seeded documents, `{prefix}_{companyId}_{key}`: p_demoCompanyCafe_001, ctg_coJumunSample_coffee.
 * Products use their 1-based position padded to three digits as key, so reordering a data file changes ids.
 */
export const seedId = (prefix: string, companyId: string, key: string) => `${prefix}_${companyId}_${key}`;
