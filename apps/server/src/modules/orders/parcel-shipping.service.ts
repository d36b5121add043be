import {
  type Courier,
  checkProcessTransition,
  matchParcelOrders,
  type OrderActor,
  type ParcelMatch,
  type ParcelRowToMatch,
  seoulDateKey,
  type TransitionSubject,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db, Executor, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditOrderChange } from './order-audit';
import { applyOrderChange } from './order-transition';
import * as repo from './orders.repository';

/** How far back a 송장 looks for the order it ships: a farm ships within days; a month and more is a mistake. */
const SHIPPABLE_DAYS = 60;
const DAY_MS = 86_400_000;

export type ParcelToShip = {
  line: number;
  phone: string;
  name: string | null;
  courier: Courier;
  trackingNumber: string;
};

export type ParcelShippingDeps = { cipher: FieldCipher; now: () => number };

/**
 * Ships the shop's parcel orders a 송장 send names (issue 13, decision 020): each row is matched to an accepted
 * parcel order by the orderer's or recipient's phone (shared `matchParcelOrders`), and the matched orders move to
 * 배송 중 with the tracking number, in the send's transaction. The send's own message is the customer's delivery
 * notice, so no second order message is queued here.
 */
export const createParcelShipping = (deps: ParcelShippingDeps) => {
  const { cipher } = deps;
  const decrypt = (secured: string | undefined) => (secured ? cipher.decrypt(secured) : '');

  /** The shippable orders the rows name (locked for a send, read as they are for a preview). */
  const matchesOf = async (
    executor: Executor,
    companyId: string,
    parcels: readonly ParcelRowToMatch[],
    forUpdate: boolean,
  ) => {
    const since = seoulDateKey(new Date(deps.now() - SHIPPABLE_DAYS * DAY_MS));
    const rows = (await repo.shippableParcelOrders(executor, companyId, since, forUpdate)).filter(
      (row) => checkProcessTransition(row as unknown as TransitionSubject, 'delivering') === null,
    );
    const matches = matchParcelOrders(
      rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        placedAt: row.dateCreated.toISOString(),
        phones: [decrypt(row.securedCustomerPhone), decrypt(row.deliveryAddress?.encryptedRecipientPhone)],
        names: [decrypt(row.deliveryAddress?.encryptedRecipientName)].filter(Boolean),
      })),
      parcels,
    );
    return { matches, byId: new Map(rows.map((row) => [row.id, row])) };
  };

  return {
    /** Which orders a send of these rows would ship, changing nothing (the 송장 pages show it before sending). */
    async preview(db: Db, companyId: string, parcels: readonly ParcelRowToMatch[]): Promise<ParcelMatch[]> {
      if (parcels.length === 0) return [];
      return (await matchesOf(db, companyId, parcels, false)).matches;
    },

    async ship(
      tx: Tx,
      shipment: { access: CompanyAccess; sendId: string; parcels: readonly ParcelToShip[] },
    ): Promise<ParcelMatch[]> {
      if (shipment.parcels.length === 0) return [];
      const { access } = shipment;
      const actor: OrderActor = { kind: 'admin', uid: access.session.uid, name: '관리자' };
      const at = new Date(deps.now());
      const { matches, byId } = await matchesOf(tx, access.companyId, shipment.parcels, true);
      const parcelOf = new Map(shipment.parcels.map((parcel) => [parcel.line, parcel]));
      for (const match of matches) {
        const row = byId.get(match.orderId);
        const parcel = parcelOf.get(match.line);
        if (!row || !parcel) continue;
        const shipped = await applyOrderChange(
          tx,
          row,
          {
            processStatus: 'delivering',
            actor,
            fields: {
              waybill: {
                courier: parcel.courier,
                trackingNumber: parcel.trackingNumber,
                sendId: shipment.sendId,
                shippedAt: at.toISOString(),
              },
            },
          },
          at,
        );
        // On the 변경 기록 like the board's 발송 button, with the waybill that did it.
        await auditOrderChange(tx, access, {
          before: row,
          after: shipped,
          action: 'advanced',
          details: { courier: parcel.courier, trackingNumber: parcel.trackingNumber },
          at,
        });
      }
      return matches;
    },
  };
};

export type ParcelShipping = ReturnType<typeof createParcelShipping>;
