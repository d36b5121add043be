import { AppError, type DocumentArea, type DocumentKind, isCatalogueKind, withParticle } from '@jumun/shared';
import type { Session } from '../../access';
import type { AdministratorService } from '../administrators';
import type { CatalogueService } from '../catalogue';
import type { CompanyService } from '../company';
import type { IdempotencyRequest } from '../idempotency';

const unsupported = (kind: string, action: string) =>
  new AppError('NOT_FOUND', `${kind} 문서는 ${withParticle(action, '을/를')} 지원하지 않습니다.`);

/** Routes one spec §7 call to the service of its kind. */
export const createDocumentsService = (deps: {
  catalogue: CatalogueService;
  companies: CompanyService;
  administrators: AdministratorService;
}) => ({
  getOne(session: Session | null, area: DocumentArea, kind: DocumentKind, companyId: string, id: string) {
    if (isCatalogueKind(kind)) return deps.catalogue.getOne(session, area, kind, companyId, id);
    if (kind === 'company') return deps.companies.getOne(session, area, id);
    if (area !== 'admin') throw unsupported(kind, '고객 조회');
    return deps.administrators.getOne(session, id);
  },

  list(session: Session | null, area: DocumentArea, kind: DocumentKind, companyId: string, since?: string) {
    if (!isCatalogueKind(kind)) throw unsupported(kind, '목록 조회');
    return deps.catalogue.list(session, area, kind, companyId, since);
  },

  listDeleted(
    session: Session | null,
    area: DocumentArea,
    kind: DocumentKind,
    companyId: string,
    since?: string,
  ) {
    if (!isCatalogueKind(kind)) throw unsupported(kind, '삭제 목록 조회');
    return deps.catalogue.listDeleted(session, area, kind, companyId, since);
  },

  saveOne(
    session: Session | null,
    area: DocumentArea,
    kind: DocumentKind,
    companyId: string,
    item: unknown,
    idempotency?: IdempotencyRequest,
  ) {
    if (isCatalogueKind(kind))
      return deps.catalogue.saveOne(session, area, kind, companyId, item, idempotency);
    if (kind === 'company') return deps.companies.save(session, area, companyId, item);
    if (area !== 'admin') throw new AppError('FORBIDDEN', '고객 화면의 데이터는 읽기 전용입니다.');
    return deps.administrators.save(session, item);
  },

  saveMany(
    session: Session | null,
    area: DocumentArea,
    kind: DocumentKind,
    companyId: string,
    items: unknown[],
    idempotency?: IdempotencyRequest,
  ) {
    if (!isCatalogueKind(kind)) throw unsupported(kind, '여러 건 저장');
    return deps.catalogue.saveMany(session, area, kind, companyId, items, idempotency);
  },

  remove(session: Session | null, area: DocumentArea, kind: DocumentKind, companyId: string, id: string) {
    if (!isCatalogueKind(kind)) throw unsupported(kind, '삭제');
    return deps.catalogue.remove(session, area, kind, companyId, id);
  },
});

export type DocumentsService = ReturnType<typeof createDocumentsService>;
