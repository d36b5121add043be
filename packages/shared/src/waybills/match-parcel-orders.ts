import { normalizeKoreanMobile } from './korean-mobile';

/**
 * Which of the shop's parcel (택배) orders a courier's row ships (issue 13, decision 020). A row matches an open parcel
 * order whose customer or recipient phone is the row's phone; when a phone has several open orders, the one whose name
 * matches the row's name comes first, then the oldest. Each order ships once, each row ships one order, rows are taken
 * in the order they were pasted. Pure, so the page's preview and the server's send agree.
 */

export type ParcelOrderCandidate = {
  id: string;
  orderNumber: number;
  /** ISO time the order was placed: the older order ships first. */
  placedAt: string;
  /** The orderer's and the recipient's phones, any common form. */
  phones: readonly string[];
  /** The recipient's name (and the orderer's, when known). */
  names: readonly string[];
};

export type ParcelRowToMatch = { line: number; phone: string | null; name: string | null };

export type ParcelMatch = { line: number; orderId: string; orderNumber: number };

const sameName = (a: string, b: string) => a.replace(/\s+/g, '') === b.replace(/\s+/g, '');

export const matchParcelOrders = (
  candidates: readonly ParcelOrderCandidate[],
  rows: readonly ParcelRowToMatch[],
): ParcelMatch[] => {
  const byPhone = new Map<string, ParcelOrderCandidate[]>();
  const oldestFirst = [...candidates].sort((a, b) => a.placedAt.localeCompare(b.placedAt));
  for (const candidate of oldestFirst) {
    const phones = new Set(
      candidate.phones.map(normalizeKoreanMobile).filter((phone): phone is string => phone !== null),
    );
    for (const phone of phones) byPhone.set(phone, [...(byPhone.get(phone) ?? []), candidate]);
  }
  const shipped = new Set<string>();
  const matches: ParcelMatch[] = [];
  for (const row of rows) {
    const phone = row.phone ? normalizeKoreanMobile(row.phone) : null;
    if (!phone) continue;
    const open = (byPhone.get(phone) ?? []).filter((candidate) => !shipped.has(candidate.id));
    const name = row.name?.trim();
    const chosen =
      (name ? open.find((candidate) => candidate.names.some((other) => sameName(other, name))) : undefined) ??
      open[0];
    if (!chosen) continue;
    shipped.add(chosen.id);
    matches.push({ line: row.line, orderId: chosen.id, orderNumber: chosen.orderNumber });
  }
  return matches;
};
