/**
 * The administrator a benchmark's ID token names. The server resolves every token's account and memberships from the
 * database (decisions/010): a token for an account that does not exist reads as no session (401), and the companies
 * a session reaches are its membership rows, not the token's claim.
 */
export const seedBenchAdministrator = async (
  query: (text: string, params: unknown[]) => Promise<unknown>,
  uid: string,
  companyIds: string[],
) => {
  await query(`INSERT INTO administrators (id, company_ids, contact_info) VALUES ($1, $2, '{}')`, [
    uid,
    companyIds,
  ]);
  await query(
    `INSERT INTO company_members (company_id, administrator_id, role) SELECT unnest($2::text[]), $1, 'owner'`,
    [uid, companyIds],
  );
};
