import {
  AppError,
  type CouponDefinition,
  type CouponDefinitionFields,
  type CouponIssuancePreview,
  type CouponIssuancePreviewInput,
  calculateCouponIssuance,
  ERROR_MESSAGES,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import { invalidInput } from '../../lib/invalid-input';
import { writeAtRevision } from '../../lib/versioned-write';
import { isLiveCompany } from '../company';
import { newCouponDefinitionId } from './coupon-definition-id';
import { assertCatalogueRefs } from './coupon-definition-refs';
import { toCouponDefinitionDto } from './stamp-coupons.dto';
import * as repo from './stamp-coupons.repository';

/** What the routes hand over: the shared input schema's output, `id` and `revision` still attached. */
export type CouponDefinitionBody = CouponDefinitionFields & { id?: string; revision?: number };

const NOT_FOUND = '쿠폰 설정을 찾을 수 없습니다.';
/** Drawing a taken `def_{ms}_{4 digits}` twice in a row is already one in 10⁸; five tries end the loop. */
const MAX_ID_ATTEMPTS = 5;

const liveOrNotFound = (row: repo.CouponDefinitionRow | undefined): repo.CouponDefinitionRow => {
  if (!row || row.isDeleted) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
};

const fieldsOf = ({ id: _id, revision: _revision, ...fields }: CouponDefinitionBody) =>
  fields as CouponDefinitionFields;

/** Stamp coupon definitions of a company (domain §7.2) and the issuance preview (§7.5). */
export const createStampCouponsService = (db: Db, now: () => number = Date.now) => {
  return {
    async list({ companyId }: CompanyAccess<'read'>): Promise<CouponDefinition[]> {
      const rows = await repo.listLiveDefinitions(db, companyId);
      return rows.map(toCouponDefinitionDto);
    },

    async getOne({ companyId }: CompanyAccess<'read'>, id: string): Promise<CouponDefinition> {
      return toCouponDefinitionDto(liveOrNotFound(await repo.findDefinition(db, companyId, id)));
    },

    /** The server assigns the id; an id or revision in the body is ignored. */
    async create(
      { companyId }: CompanyAccess<'write'>,
      body: CouponDefinitionBody,
    ): Promise<CouponDefinition> {
      if (!(await isLiveCompany(db, companyId))) throw new AppError('NOT_FOUND', '회사를 찾을 수 없습니다.');
      const fields = fieldsOf(body);
      await assertCatalogueRefs(db, companyId, fields);
      for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt += 1) {
        const row = await repo.insertDefinition(db, companyId, newCouponDefinitionId(now()), fields);
        if (row) return toCouponDefinitionDto(row);
      }
      throw new AppError('INTERNAL', ERROR_MESSAGES.internal);
    },

    /** Replaces the definition (its type may change); the body must carry the revision it was based on. */
    async update(
      { companyId }: CompanyAccess<'write'>,
      id: string,
      body: CouponDefinitionBody,
    ): Promise<CouponDefinition> {
      if (body.revision === undefined)
        throw invalidInput([{ path: 'body.revision', message: '수정할 때는 revision이 필요합니다' }]);
      if (body.id !== undefined && body.id !== id)
        throw invalidInput([{ path: 'body.id', message: '주소의 id와 다릅니다' }]);
      const fields = fieldsOf(body);
      await assertCatalogueRefs(db, companyId, fields);
      return db.transaction((tx) =>
        writeAtRevision(
          { id, revision: body.revision, notFound: NOT_FOUND },
          () => repo.lockDefinition(tx, companyId, id),
          async () =>
            toCouponDefinitionDto(liveOrNotFound(await repo.updateDefinition(tx, companyId, id, fields))),
        ),
      );
    },

    /** Tombstone: issued coupons keep their definition id; the list and the issuance skip it. */
    async remove({ companyId }: CompanyAccess<'write'>, id: string) {
      return db.transaction(async (tx) => {
        liveOrNotFound(await repo.lockDefinition(tx, companyId, id));
        const row = await repo.tombstoneDefinition(tx, companyId, id);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        return { id, revision: row.revision };
      });
    },

    /** Read-only: what a stamp save would issue now with the company's live definitions. */
    async previewIssuance(
      { companyId }: CompanyAccess<'read'>,
      input: CouponIssuancePreviewInput,
    ): Promise<CouponIssuancePreview> {
      const definitions = (await repo.listLiveDefinitions(db, companyId)).map(toCouponDefinitionDto);
      const names = new Map(definitions.map((definition) => [definition.id, definition.couponName]));
      const result = calculateCouponIssuance(input.currentStamp, input.addedStamp, definitions);
      return {
        newBalance: result.newBalance,
        issued: result.issued.map((item) => ({ ...item, couponName: names.get(item.definitionId) ?? '' })),
      };
    },
  };
};

export type StampCouponsService = ReturnType<typeof createStampCouponsService>;
