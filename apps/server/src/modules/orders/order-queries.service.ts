import {
  type AdminOrderListQuery,
  AppError,
  type CustomerOrderListQuery,
  type Order,
  parseSearchDate,
} from '@jumun/shared';
import {
  type CompanyAccess,
  type CustomerSession,
  requireCompanyAccess,
  requireCustomer,
  type Session,
} from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { toOrderDto } from './order.dto';
import * as repo from './orders.repository';

const NOT_FOUND = '주문을 찾을 수 없습니다.';

/**
 * Reading orders. A customer reads only their own: the uid always comes from the session, and another customer's
 * order answers 404 exactly like one that does not exist. Administrators read the orders of their companies.
 */
export const createOrderQueriesService = (deps: { db: Db; cipher: FieldCipher }) => {
  const { db, cipher } = deps;

  const withTimelines = async (companyId: string, rows: repo.OrderRow[]): Promise<Order[]> => {
    const transitions = await repo.listTransitions(
      db,
      companyId,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toOrderDto(row, transitions, cipher));
  };

  const dateKeyOf = (searchDate: string) => {
    const key = parseSearchDate(searchDate);
    if (key === null)
      throw new AppError('VALIDATION', '날짜(searchDate)는 yyyyMMdd 형식의 실제 날짜여야 합니다');
    return key;
  };

  return {
    /** `GET /api/orders/listByDate` (domain §5.4): the signed-in customer's orders at a company on one day. */
    async listCustomerOrders(
      session: CustomerSession | null,
      query: CustomerOrderListQuery,
    ): Promise<Order[]> {
      const customer = requireCustomer(session, query.companyId);
      const rows = await repo.listCustomerOrdersOfDay(
        db,
        customer.uid,
        query.companyId,
        dateKeyOf(query.searchDate),
      );
      return withTimelines(query.companyId, rows);
    },

    async getCustomerOrder(
      session: CustomerSession | null,
      companyId: string,
      orderId: string,
    ): Promise<Order> {
      const customer = requireCustomer(session, companyId);
      const row = await repo.findOrder(db, companyId, orderId);
      if (!row || row.uid !== customer.uid) throw new AppError('NOT_FOUND', NOT_FOUND);
      return (await withTimelines(companyId, [row]))[0] as Order;
    },

    /** `GET /api/orders/listByDateAdmin` (domain §5.4) with the board's filters (issue 12 §2). */
    async listCompanyOrders(session: Session | null, query: AdminOrderListQuery): Promise<Order[]> {
      const access = requireCompanyAccess(session, query.companyId, 'read');
      const { companyId: _companyId, searchDate, ...filters } = query;
      const rows = await repo.listCompanyOrdersOfDay(db, access.companyId, dateKeyOf(searchDate), filters);
      return withTimelines(access.companyId, rows);
    },

    async getCompanyOrder(access: CompanyAccess<'read'>, orderId: string): Promise<Order> {
      const row = await repo.findOrder(db, access.companyId, orderId);
      if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
      return (await withTimelines(access.companyId, [row]))[0] as Order;
    },
  };
};

export type OrderQueriesService = ReturnType<typeof createOrderQueriesService>;
