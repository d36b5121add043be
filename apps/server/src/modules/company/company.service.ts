import {
  AppError,
  type Company,
  companyInputSchema,
  ERROR_MESSAGES,
  ORDER_PAUSE_MAX_HOURS,
  type PublicCompany,
  roleRefusalMessage,
} from '@jumun/shared';
import { type CompanyAccess, isSuper, requireCompanyAccess, type Session } from '../../access';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { parseItems } from '../../lib/parse-items';
import { writeAtRevision } from '../../lib/versioned-write';
import { actorRoleOf, changedFields, insertAudit } from '../audit';
import { toCompanyDto, toPublicCompanyDto } from './company.dto';
import * as repo from './company.repository';
import {
  bumpProductRevisionReturningCompany,
  notifyCompanyChanged,
  toVersionInfo,
} from './company-versions.repository';
import { withKakaoChannelOwnership } from './kakao-channel-owner';
import { checkMenuSettingsRefs, type LiveCatalogueIds } from './menu-settings-refs';

const NOT_FOUND = '회사를 찾을 수 없습니다.';
const STRUCTURE_FIELDS = ['companyType', 'isHeadCompany', 'parentCompanyId'] as const;
/** 대표 only (issue 14): where the money goes and whose business it is. 매니저 and 직원 see the account masked. */
const OWNER_FIELDS = ['bankAccount', 'businessInfo'] as const;
const MASKED = '••••';
const maskBankAccount = (account: Company['bankAccount']): Company['bankAccount'] => ({
  bankName: account.bankName,
  accountNumber: account.accountNumber ? `${MASKED}${account.accountNumber.slice(-4)}` : '',
  accountHolder: account.accountHolder,
});
const canManage = (session: Session | null, companyId: string) => {
  try {
    requireCompanyAccess(session, companyId, 'manage');
    return true;
  } catch {
    return false;
  }
};

const STRUCTURE_FORBIDDEN =
  '회사 유형과 본사·지점 연결은 운영팀(슈퍼 관리자)만 바꿀 수 있습니다. 변경이 필요하면 운영팀에 요청해 주세요.';

/**
 * A branch hangs under a live head office other than itself: the rule of the operator's own screen
 * (super-admin.service.ts updateCompany), held here too, so the document API cannot link a shop under any tenant.
 */
const assertParentIsHeadOffice = async (tx: Tx, id: string, parentCompanyId: string) => {
  if (!parentCompanyId) return;
  if (parentCompanyId === id) throw new AppError('VALIDATION', '회사를 자기 자신의 지점으로 둘 수 없습니다.');
  const parent = await repo.findCompany(tx, parentCompanyId);
  if (!parent || parent.isDeleted || !parent.isHeadCompany)
    throw new AppError('VALIDATION', '본사로 지정된 회사만 상위 회사로 연결할 수 있습니다.');
};

/** The company an administrator reads (area `admin`) or the public view a customer reads (area `user`). */
type GetOne = {
  (session: Session | null, area: 'admin', id: string): Promise<Company>;
  (session: Session | null, area: 'user', id: string): Promise<PublicCompany>;
  (session: Session | null, area: 'admin' | 'user', id: string): Promise<Company | PublicCompany>;
};

/** The company document through the generic API: `companyId` is sent empty and the id travels in the path/item. */
export const createCompanyService = (db: Db, cipher: FieldCipher, liveCatalogueIds: LiveCatalogueIds) => {
  const findLive = async (id: string) => {
    const row = await repo.findCompany(db, id);
    if (!row || row.isDeleted) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  };

  const getOne = (async (session: Session | null, area: 'admin' | 'user', id: string) => {
    if (area === 'admin') requireCompanyAccess(session, id, 'read');
    const row = await findLive(id);
    if (area !== 'admin') return toPublicCompanyDto(row, cipher);
    const dto = toCompanyDto(row, cipher);
    return canManage(session, id) ? dto : { ...dto, bankAccount: maskBankAccount(dto.bankAccount) };
  }) as GetOne;

  return {
    getOne,

    /**
     * Order placement (issue 11): takes the company lock by bumping productVersion and reads the public company under
     * it in one round trip. `catalogueState` names the catalogue that was committed when the lock was taken (every
     * catalogue write bumps one of these columns under the same lock), `catalogueStateAfter` the one this transaction
     * commits: the quote's catalogue cache is keyed by them (catalogue/quote-catalogue-cache.ts).
     */
    async lockForOrder(tx: Tx, id: string) {
      const row = await bumpProductRevisionReturningCompany(tx, id);
      if (!row || row.isDeleted) throw new AppError('NOT_FOUND', NOT_FOUND);
      const state = (productRevision: number) =>
        [
          row.productGeneration,
          productRevision,
          row.categoryGeneration,
          row.categoryRevision,
          row.optionGeneration,
          row.optionRevision,
          row.optionGroupGeneration,
          row.optionGroupRevision,
        ].join('.');
      return {
        company: toPublicCompanyDto(row, cipher),
        catalogueState: state(row.productRevision - 1),
        catalogueStateAfter: state(row.productRevision),
      };
    },

    /** The company as the server itself needs it (e.g. the outbox's shop name and Kakao sender): no session. */
    async getForSystem(id: string) {
      return toCompanyDto(await findLive(id), cipher);
    },

    /**
     * The server pausing (or resuming) online orders on its own, inside the caller's transaction: the board-offline
     * pause of issue 12. With `onlyIfCurrently`, nothing changes unless the pause is still that value, so an owner who
     * has changed the pause in the meantime keeps theirs. Storefronts hear of it like any company save.
     */
    async setOrderPauseForSystem(
      tx: Tx,
      id: string,
      until: string | null,
      onlyIfCurrently?: string | null,
    ): Promise<boolean> {
      const current = await repo.lockCompany(tx, id);
      if (!current || current.isDeleted) return false;
      if (
        onlyIfCurrently !== undefined &&
        (current.businessHours.pauseOrdersUntil ?? null) !== onlyIfCurrently
      )
        return false;
      const row = await repo.updateOrderPause(tx, id, until);
      if (!row) return false;
      await notifyCompanyChanged(tx, {
        companyId: id,
        revision: row.revision,
        versionInfo: toVersionInfo(row),
        changed: 'company',
      });
      return true;
    },

    /**
     * The floor's pause switch (dashboard, order board): 직원 and up stop online orders until `until`, at most
     * ORDER_PAUSE_MAX_HOURS ahead, or take them again (null). Only `pauseOrdersUntil` changes, so it needs no revision
     * and cannot overwrite a settings edit in progress; the change is in 변경 기록 like any company save.
     */
    async setOrderPause(access: CompanyAccess<'operate'>, until: string | null, at: Date) {
      const untilMs = until === null ? null : Date.parse(until);
      if (untilMs !== null && untilMs <= at.getTime())
        throw new AppError('VALIDATION', '이미 지난 시각까지는 멈출 수 없습니다. 다시 선택해 주세요.');
      if (untilMs !== null && untilMs > at.getTime() + ORDER_PAUSE_MAX_HOURS * 3_600_000)
        throw new AppError(
          'VALIDATION',
          `주문은 최대 ${ORDER_PAUSE_MAX_HOURS}시간까지 멈출 수 있습니다. 더 길게 쉬려면 영업시간 설정에서 휴무일을 지정하세요.`,
        );
      const next = untilMs === null ? null : new Date(untilMs).toISOString();
      const { companyId } = access;
      return db.transaction(async (tx) => {
        const current = await repo.lockCompany(tx, companyId);
        if (!current || current.isDeleted) throw new AppError('NOT_FOUND', NOT_FOUND);
        const before = current.businessHours.pauseOrdersUntil ?? null;
        const row = await repo.updateOrderPause(tx, companyId, next);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (before !== next)
          await insertAudit(tx, {
            companyId,
            actorUid: access.session.uid,
            actorRole: actorRoleOf(access.session, companyId),
            kind: 'company',
            entityId: companyId,
            action: 'updated',
            before: { businessHours: { pauseOrdersUntil: before } },
            after: { businessHours: { pauseOrdersUntil: next } },
            summary: current.businessInfo.shopName,
          });
        await notifyCompanyChanged(tx, {
          companyId,
          revision: row.revision,
          versionInfo: toVersionInfo(row),
          changed: 'company',
        });
        return { revision: row.revision, pauseOrdersUntil: next };
      });
    },

    async save(session: Session | null, area: 'admin' | 'user', bodyCompanyId: string, item: unknown) {
      if (area !== 'admin') throw new AppError('FORBIDDEN', '고객 화면의 데이터는 읽기 전용입니다.');
      const target = (item as { id?: unknown })?.id ?? bodyCompanyId;
      if (typeof target !== 'string' || !target.trim())
        throw new AppError('COMPANY_REQUIRED', ERROR_MESSAGES.companyRequired);
      const access: CompanyAccess<'write'> = requireCompanyAccess(session, target, 'write');
      const isOwner = canManage(session, target);
      const [parsed] = parseItems(companyInputSchema, [{ ...(item as object), id: target }], () => 'item');
      if (!parsed) throw new AppError('VALIDATION', '입력값이 올바르지 않습니다.');
      const { id, revision, ...fields } = parsed;
      return withKakaoChannelOwnership(() =>
        db.transaction((tx) =>
          writeAtRevision(
            { id, revision, notFound: NOT_FOUND },
            () => repo.lockCompany(tx, id),
            async (current) => {
              // The company's type and its head-office / branch links are the operator's (super admin's) to change:
              // an owner saving the form sends them back unchanged, and any other value is refused.
              if (!isSuper(session)) {
                const changed = STRUCTURE_FIELDS.filter((field) => fields[field] !== current[field]);
                if (changed.length > 0)
                  throw new AppError('FORBIDDEN', STRUCTURE_FORBIDDEN, { details: { changed } });
              } else if (fields.parentCompanyId !== current.parentCompanyId) {
                await assertParentIsHeadOffice(tx, id, fields.parentCompanyId);
              }
              const before = companyInputSchema.parse(toCompanyDto(current, cipher));
              fields.menuSettings = await checkMenuSettingsRefs(
                tx,
                liveCatalogueIds,
                id,
                fields.menuSettings,
                before.menuSettings,
              );
              if (!isOwner) {
                // 매니저 send back what they were shown: the real business info, the masked account. Anything else
                // in these fields is a change only 대표 may make.
                const sentMasked =
                  changedFields(maskBankAccount(before.bankAccount), fields.bankAccount).isChanged === false;
                if (sentMasked) fields.bankAccount = before.bankAccount;
                const changed = OWNER_FIELDS.filter(
                  (field) => changedFields(before[field], fields[field]).isChanged,
                );
                if (changed.length > 0)
                  throw new AppError(
                    'FORBIDDEN',
                    roleRefusalMessage(access.session.companyRoles?.[id] ?? 'manager', 'manage'),
                    {
                      details: { changed },
                    },
                  );
              }
              const row = await repo.updateCompanyFields(tx, cipher, id, fields);
              if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
              const { id: _i, revision: _r, ...beforeFields } = before;
              const diff = changedFields(beforeFields, fields);
              if (diff.isChanged)
                await insertAudit(tx, {
                  companyId: id,
                  actorUid: access.session.uid,
                  actorRole: actorRoleOf(access.session, id),
                  kind: 'company',
                  entityId: id,
                  action: 'updated',
                  before: diff.before,
                  after: diff.after,
                  summary: before.businessInfo.shopName,
                });
              await notifyCompanyChanged(tx, {
                companyId: id,
                revision: row.revision,
                versionInfo: toVersionInfo(row),
                changed: 'company',
              });
              return { id, revision: row.revision };
            },
          ),
        ),
      );
    },
  };
};

export type CompanyService = ReturnType<typeof createCompanyService>;
