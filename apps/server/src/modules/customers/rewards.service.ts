import {
  AppError,
  type AppliedCoupon,
  type CustomerRewards,
  calculateCouponIssuance,
  emptyCustomerActivity,
  type IssuedCoupon,
  type RewardLogSource,
  type RewardLogType,
  seoulDateKey,
  seoulMonthKey,
} from '@jumun/shared';
import type { Db, Tx } from '../../db/client';
import { newId } from '../../lib/ids';
import { listLiveCouponDefinitions } from '../stamp-coupons';
import * as coupons from './coupons.repository';
import * as repo from './customer.repository';
import { issuedCouponFromDefinition, toActivityDto, toIssuedCouponDto } from './issued-coupon.dto';

type OrderRef = { companyId: string; uid: string; orderId: string; at: Date };

const logRow = (
  ref: OrderRef,
  type: RewardLogType,
  amounts: { stamp?: number; usedStamp?: number; point?: number; usedPoint?: number },
  balance: { stampRemaining: number; pointRemaining: number },
  memo: string,
  source: RewardLogSource = 'order',
): coupons.NewRewardLogRow => ({
  id: newId('stl'),
  companyId: ref.companyId,
  uid: ref.uid,
  orderId: ref.orderId,
  rewardType: type,
  source,
  ...amounts,
  ...balance,
  memo,
  dateCreated: ref.at,
  dateKey: seoulDateKey(ref.at),
  monthKey: seoulMonthKey(ref.at),
});

/**
 * Stamps, points and coupons of a customer at a shop (domain §6.3, §7). The order service calls these inside its own
 * transactions: spend at placement, give back on cancel, grant when the order is completed (decision 014), take the
 * grant back when a completed order is cancelled. Every movement leaves a reward_logs row with the balances after it.
 */
export const createRewardsService = (deps: { db: Db; now: () => number }) => ({
  /**
   * The customer's profile, their locked balance at the shop and the named coupons, for quoting an order placed at
   * `at` inside the placing transaction; undefined when the customer has no profile. Locking also records `at` as the
   * customer's most recent order at the shop (kept only if the order commits).
   */
  async loadForOrder(tx: Tx, companyId: string, uid: string, couponIds: readonly string[], at: Date) {
    const locked = await repo.lockCustomerForOrder(tx, companyId, uid, at);
    if (!locked) return undefined;
    const rows = await coupons.findCouponsOfCustomer(tx, uid, couponIds);
    return { ...locked, coupons: rows.map((row): IssuedCoupon => toIssuedCouponDto(row, at)) };
  },

  /** The same for a quote: nothing is locked or created. */
  async peekForOrder(companyId: string, uid: string, couponIds: readonly string[]) {
    const activity = await repo.findActivity(deps.db, companyId, uid);
    const rows = await coupons.findCouponsOfCustomer(deps.db, uid, couponIds);
    const at = new Date(deps.now());
    return {
      pointRemaining: activity?.pointRemaining ?? 0,
      stampRemaining: activity?.stampRemaining ?? 0,
      friendtalkReceiver: activity?.friendtalkReceiver ?? false,
      coupons: rows.map((row): IssuedCoupon => toIssuedCouponDto(row, at)),
    };
  },

  /**
   * Spends the order's points and marks its coupons used; a race lost to another order is a 409. (The most recent
   * order's time was written by loadForOrder's lock.)
   */
  async consumeForOrder(tx: Tx, ref: OrderRef, points: number, applied: readonly AppliedCoupon[]) {
    if (points > 0) {
      const after = await repo.spendPoints(tx, ref.companyId, ref.uid, points, ref.at);
      if (!after) throw new AppError('ORDER_REFUSED', '보유 포인트보다 많이 사용할 수 없습니다.');
      const memo = '주문에 포인트 사용';
      await coupons.insertRewardLogs(tx, [logRow(ref, 'pointUse', { usedPoint: points }, after, memo)]);
    }
    for (const coupon of applied) {
      const isUsed = await coupons.useCoupon(tx, {
        ...ref,
        id: coupon.issuedCouponId,
        discount: coupon.discount,
      });
      if (!isUsed) throw new AppError('ORDER_REFUSED', `${coupon.couponName}: 이미 사용한 쿠폰입니다.`);
    }
  },

  /** Gives a cancelled order's points and coupons back. */
  async restoreForOrder(tx: Tx, ref: OrderRef, points: number, applied: readonly AppliedCoupon[]) {
    const activity = await repo.lockActivity(tx, ref.companyId, ref.uid);
    if (points > 0) {
      const pointRemaining = activity.pointRemaining + points;
      await repo.updateActivity(tx, ref.companyId, ref.uid, { pointRemaining }, ref.at);
      const balance = { stampRemaining: activity.stampRemaining, pointRemaining };
      await coupons.insertRewardLogs(tx, [
        logRow(ref, 'adjustment', { point: points }, balance, '주문 취소로 사용 포인트 반환'),
      ]);
    }
    for (const coupon of applied) {
      await coupons.restoreCoupon(tx, { ...ref, id: coupon.issuedCouponId, discount: coupon.discount });
    }
  },

  /**
   * Grants a completed order's rewards: stamps through the shared issuance rule (coupons issued in the same step),
   * points, and the order counters. Returns how the stamp balance moved (which a later cancel undoes) and the coupons
   * the stamps turned into (what the customer is told).
   */
  async grantForOrder(tx: Tx, ref: OrderRef, reward: { stamp: number; point: number; payable: number }) {
    const activity = await repo.lockActivity(tx, ref.companyId, ref.uid);
    const change: repo.ActivityChange = {
      orderTotalCount: activity.orderTotalCount + 1,
      orderTotalPrice: activity.orderTotalPrice + reward.payable,
    };
    const logs: coupons.NewRewardLogRow[] = [];
    let stampRemaining = activity.stampRemaining;
    let pointRemaining = activity.pointRemaining;
    const couponsIssued: { couponName: string; count: number }[] = [];
    if (reward.stamp > 0) {
      const definitions = await listLiveCouponDefinitions(tx, ref.companyId);
      const issuedSoFar = await coupons.countIssuedByDefinition(
        tx,
        ref.companyId,
        definitions.map((d) => d.id),
      );
      const issuance = calculateCouponIssuance(
        activity.stampRemaining,
        reward.stamp,
        definitions.map((d) => ({
          id: d.id,
          stampsRequired: d.definition.stampsRequired,
          maxIssueCount: d.definition.maxIssueCount,
        })),
        issuedSoFar,
      );
      const byId = new Map(definitions.map((d) => [d.id, d.definition]));
      for (const { definitionId, count } of issuance.issued) {
        const couponName = byId.get(definitionId)?.couponName;
        if (couponName && count > 0) couponsIssued.push({ couponName, count });
      }
      await coupons.insertIssuedCoupons(
        tx,
        issuance.issued.flatMap(({ definitionId, count }) => {
          const definition = byId.get(definitionId);
          if (!definition) return [];
          return Array.from({ length: count }, () =>
            issuedCouponFromDefinition({
              ...ref,
              id: newId('iss'),
              definitionId,
              definition,
              dateKey: seoulDateKey(ref.at),
            }),
          );
        }),
      );
      stampRemaining = issuance.newBalance;
      Object.assign(change, {
        stampCount: activity.stampCount + 1,
        stampLast: reward.stamp,
        stampRemaining,
        stampTotal: activity.stampTotal + reward.stamp,
      });
      logs.push(
        logRow(
          ref,
          'stampSave',
          { stamp: reward.stamp },
          { stampRemaining, pointRemaining },
          '주문 완료 적립',
        ),
      );
    }
    if (reward.point > 0) {
      pointRemaining += reward.point;
      Object.assign(change, {
        pointCount: activity.pointCount + 1,
        pointLast: reward.point,
        pointRemaining,
        pointTotal: activity.pointTotal + reward.point,
      });
      logs.push(
        logRow(
          ref,
          'pointSave',
          { point: reward.point },
          { stampRemaining, pointRemaining },
          '주문 완료 적립',
        ),
      );
    }
    await repo.updateActivity(tx, ref.companyId, ref.uid, change, ref.at);
    await coupons.insertRewardLogs(tx, logs);
    return { stampBalanceDelta: stampRemaining - activity.stampRemaining, couponsIssued };
  },

  /**
   * Takes back what a completed order earned when it is cancelled. Coupons its stamps issued are cancelled when still
   * unused, and then the stamp balance moves back exactly as the grant moved it; if one was already used, only the
   * stamps left on the card are taken. Balances never go below zero.
   */
  async revokeGrantForOrder(
    tx: Tx,
    ref: OrderRef,
    grant: { stamp: number; point: number; stampBalanceDelta: number; payable: number },
  ) {
    const activity = await repo.lockActivity(tx, ref.companyId, ref.uid);
    const issued = await coupons.countIssuedForOrder(tx, ref.companyId, ref.orderId);
    const cancelled = await coupons.cancelCouponsIssuedBy(tx, ref.companyId, ref.orderId, ref.at);
    const stampTakeBack =
      issued === 0
        ? grant.stamp
        : cancelled.length === issued
          ? grant.stampBalanceDelta
          : Math.max(0, grant.stampBalanceDelta);
    const stampRemaining = Math.max(0, activity.stampRemaining - stampTakeBack);
    const pointRemaining = Math.max(0, activity.pointRemaining - grant.point);
    await repo.updateActivity(
      tx,
      ref.companyId,
      ref.uid,
      {
        stampRemaining,
        pointRemaining,
        orderTotalCount: Math.max(0, activity.orderTotalCount - 1),
        orderTotalPrice: Math.max(0, activity.orderTotalPrice - grant.payable),
      },
      ref.at,
    );
    const usedStamp = Math.max(0, activity.stampRemaining - stampRemaining);
    const returnedStamp = Math.max(0, stampRemaining - activity.stampRemaining);
    const memo = `주문 취소로 적립 취소${cancelled.length > 0 ? ` (쿠폰 ${cancelled.length}장 회수)` : ''}`;
    await coupons.insertRewardLogs(tx, [
      logRow(
        ref,
        'adjustment',
        { usedStamp, stamp: returnedStamp, usedPoint: activity.pointRemaining - pointRemaining },
        { stampRemaining, pointRemaining },
        memo,
      ),
    ]);
  },

  /** `GET …/me/rewards`: the customer's balance, the shop's stamp card and the coupons usable there. */
  async getRewards(uid: string, companyId: string): Promise<CustomerRewards> {
    const at = new Date(deps.now());
    const [activity, definitions, held] = await Promise.all([
      repo.findActivity(deps.db, companyId, uid),
      listLiveCouponDefinitions(deps.db, companyId),
      coupons.listCouponsAtCompany(deps.db, uid, companyId),
    ]);
    const goals = definitions
      .filter((d) => d.definition.maxIssueCount !== 0)
      .map((d) => ({
        couponDefinitionId: d.id,
        couponName: d.definition.couponName,
        stampsRequired: d.definition.stampsRequired,
      }))
      .sort((a, b) => a.stampsRequired - b.stampsRequired);
    return {
      activity: activity ? toActivityDto(activity) : emptyCustomerActivity(companyId, uid),
      stampCard: { cardSize: Math.max(0, ...goals.map((goal) => goal.stampsRequired)), goals },
      coupons: held.map((row) => toIssuedCouponDto(row, at)),
    };
  },
});

export type RewardsService = ReturnType<typeof createRewardsService>;
