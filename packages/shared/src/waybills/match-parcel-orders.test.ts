import { describe, expect, it } from 'vitest';
import { matchParcelOrders, type ParcelOrderCandidate } from './match-parcel-orders';

const order = (
  id: string,
  placedAt: string,
  phones: string[],
  names: string[] = [],
): ParcelOrderCandidate => ({
  id,
  orderNumber: Number(id.replace(/\D/g, '')),
  placedAt,
  phones,
  names,
});

describe('matchParcelOrders', () => {
  it('matches a row to the open order of its phone, whatever form either phone is written in', () => {
    const matches = matchParcelOrders(
      [
        order('o1', '2026-11-24T01:00:00Z', ['+821012345678']),
        order('o2', '2026-11-24T02:00:00Z', ['010-9999-0000']),
      ],
      [
        { line: 1, phone: '010 1234 5678', name: null },
        { line: 2, phone: '01055556666', name: null },
      ],
    );
    expect(matches).toEqual([{ line: 1, orderId: 'o1', orderNumber: 1 }]);
  });

  it('matches the recipient phone as well as the orderer’s', () => {
    const gift = order('o3', '2026-11-24T01:00:00Z', ['+821011112222', '010-3333-4444'], ['김받는']);
    expect(matchParcelOrders([gift], [{ line: 7, phone: '010-3333-4444', name: '김받는' }])).toEqual([
      { line: 7, orderId: 'o3', orderNumber: 3 },
    ]);
  });

  it('ships each order once: two rows of one phone take its two orders, oldest first, a third row none', () => {
    const phone = '010-1234-5678';
    const matches = matchParcelOrders(
      [order('o2', '2026-11-24T05:00:00Z', [phone]), order('o1', '2026-11-24T01:00:00Z', [phone])],
      [
        { line: 1, phone, name: null },
        { line: 2, phone, name: null },
        { line: 3, phone, name: null },
      ],
    );
    expect(matches.map((match) => [match.line, match.orderId])).toEqual([
      [1, 'o1'],
      [2, 'o2'],
    ]);
  });

  it('prefers the order whose recipient has the row’s name, ignoring spaces', () => {
    const phone = '010-1234-5678';
    const matches = matchParcelOrders(
      [
        order('o1', '2026-11-24T01:00:00Z', [phone], ['이엄마']),
        order('o2', '2026-11-24T02:00:00Z', [phone], ['홍 길동']),
      ],
      [{ line: 1, phone, name: '홍길동' }],
    );
    expect(matches).toEqual([{ line: 1, orderId: 'o2', orderNumber: 2 }]);
  });

  it('skips rows without a reachable phone', () => {
    const candidates = [order('o1', '2026-11-24T01:00:00Z', ['010-1234-5678'])];
    expect(
      matchParcelOrders(candidates, [
        { line: 1, phone: null, name: '홍길동' },
        { line: 2, phone: '02-123-4567', name: null },
      ]),
    ).toEqual([]);
  });
});
