import {
  type AddAdministratorAndCompanyResult,
  AppError,
  type addAdministratorAndCompanyBodySchema,
} from '@jumun/shared';
import type { z } from 'zod';
import { requireSession, type Session } from '../../access';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { newId } from '../../lib/ids';
import { linkCompanyToAdministrator, lockAdministrator, toAdministratorDto } from '../administrators';
import { findCompanyRegisteredBy, insertCompany, withKakaoChannelOwnership } from '../company';

type RegistrationBody = z.output<typeof addAdministratorAndCompanyBodySchema>;

/**
 * addAdministratorAndCompany (spec §7, domain §6.2): a signed-in administrator registers their company. The body is
 * already stripped to the registration fields by its schema; ids, versions, roles and company lists are the
 * server's. One company per uid (companies.registered_by_uid is unique), so a retry returns the first one.
 */
export type RegistrationDeps = {
  db: Db;
  cipher: FieldCipher;
  now: () => number;
  forgetAccess?: (uid: string) => void;
  /** Writes the owner's membership inside the registration's transaction. */
  addOwner: (
    tx: Tx,
    values: { companyId: string; uid: string; role: 'owner'; addedByUid: string; at: Date },
  ) => Promise<void>;
};

export const createRegistrationService = (deps: RegistrationDeps) => {
  const { db, cipher } = deps;

  return {
    async addAdministratorAndCompany(
      session: Session | null,
      body: RegistrationBody,
    ): Promise<AddAdministratorAndCompanyResult> {
      const current = requireSession(session);
      if (body.uid !== current.uid)
        throw new AppError('FORBIDDEN', '본인 계정으로만 회사를 등록할 수 있습니다.');
      const at = new Date(deps.now());

      const result = await withKakaoChannelOwnership(() =>
        db.transaction(async (tx) => {
          // The row lock serialises two racing registrations of one uid; the second then finds the first's company.
          const admin = await lockAdministrator(tx, current.uid);
          if (!admin) throw new AppError('NOT_FOUND', '관리자 정보가 없습니다. 다시 로그인해 주세요.');
          const registered = await findCompanyRegisteredBy(tx, current.uid);
          const companyId = registered?.id ?? newId('co');
          if (!registered) {
            const { company } = body;
            // One company per Kakao channel (domain §6.2; issue 15): the 이용신청 steps check it first, and the unique
            // index (withKakaoChannelOwnership) is the last word when two registrations race.
            const securedPhoneSub1 = body.securedPhoneSub1 || company.contactInfo.securedPhoneSub1;
            await insertCompany(tx, cipher, {
              id: companyId,
              // A new company hangs under no one: a parent id from the body would point into another tenant.
              fields: {
                ...company,
                parentCompanyId: '',
                // Head office or branch is the operator's decision (issue 9), never the registration body's.
                isHeadCompany: false,
                contactInfo: { ...company.contactInfo, securedPhoneSub1 },
              },
              searchField: [...new Set(body.searchField)],
              registeredByUid: current.uid,
              dateCreated: at,
              dateModified: at,
            });
          }
          const isLinked = admin.companyIds.includes(companyId);
          // The registrant is the company's first owner (issue 14); the membership row is what access reads.
          if (!isLinked)
            await deps.addOwner(tx, {
              companyId,
              uid: current.uid,
              role: 'owner',
              addedByUid: current.uid,
              at,
            });
          const linked = isLinked ? admin : await linkCompanyToAdministrator(tx, current.uid, companyId, at);
          if (!linked) throw new AppError('NOT_FOUND', '관리자 정보가 없습니다. 다시 로그인해 주세요.');
          return {
            companyId,
            administrator: toAdministratorDto(linked, cipher, { [companyId]: 'owner' }),
          };
        }),
      );
      deps.forgetAccess?.(current.uid);
      return result;
    },
  };
};

export type RegistrationService = ReturnType<typeof createRegistrationService>;
