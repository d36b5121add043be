import crypto from 'node:crypto';
import {
  AppError,
  type CreateLoginTokenInput,
  createLoginTokenInputSchema,
  LOGIN_TOKEN_PATTERN,
  type LoginByTokenBody,
  type LoginByTokenResult,
  type LoginToken,
  type LoginTokenState,
  loginTokenPath,
} from '@jumun/shared';
import type { CompanyAccess } from '../../access';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditActorOf, insertAudit } from '../audit';
import type { AccountService, CredentialFailures, TokenService } from '../auth';
import { normalizePhoneNumber, phoneSuffixOf } from '../auth';
import { findFriendtalkReceiver, markFriendtalkReceiver } from '../customers';
import * as repo from './login-tokens.repository';

/** `login_tokens.created_by_uid` of the links the server makes for its own messages (no administrator made them). */
export const NOTIFICATION_LINK_CREATOR = 'notifications';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The newest links first; a shop with more reads them by creating fewer (there is no paging yet). */
const LIST_LIMIT = 200;
const INVALID_LINK = '로그인 링크가 올바르지 않습니다. 휴대폰 번호로 인증해 주세요.';
const EXPIRED_LINK = '로그인 링크가 만료되었습니다. 휴대폰 번호로 인증해 주세요.';
const REVOKED_LINK = '더 이상 사용할 수 없는 로그인 링크입니다. 휴대폰 번호로 인증해 주세요.';

/** 256 random bits (43 base64url characters): infeasible to guess at any request rate. */
export const newSecretToken = () => crypto.randomBytes(32).toString('base64url');
/** The keyed hash a link is looked up by (the shop's links and the ones notifications carry alike). */
export const loginTokenHashOf = (cipher: FieldCipher, token: string) =>
  cipher.lookupHash(`login-token:${token}`);

const stateOf = (row: repo.LoginTokenRow, at: Date): LoginTokenState => {
  if (row.dateRevoked) return 'revoked';
  return row.dateExpires <= at ? 'expired' : 'active';
};

export type LoginTokensDeps = {
  db: Db;
  cipher: FieldCipher;
  accounts: AccountService;
  /** The customer audience's token service: a login link ends in the same session as SMS sign-in. */
  customerTokens: TokenService;
  failures: CredentialFailures;
  allowedCountries: readonly string[];
  now: () => number;
};

/**
 * Customer login links (domain §6.3, issue 15): the shop creates, lists and revokes them; anyone holding one signs
 * in as that phone's customer at that shop. Lookups go through an HMAC of the token, never the token.
 */
export const createLoginTokensService = (deps: LoginTokensDeps) => {
  const { db, cipher } = deps;
  const hashOf = (token: string) => loginTokenHashOf(cipher, token);
  const codeHashOf = (code: string) => cipher.lookupHash(`friendtalk:${code}`);

  const toDto = (row: repo.LoginTokenRow, at: Date): LoginToken => {
    const code = row.encryptedFriendtalkCode ? cipher.decrypt(row.encryptedFriendtalkCode) : undefined;
    return {
      id: row.id,
      phoneSuffix: row.phoneSuffix,
      path: loginTokenPath(cipher.decrypt(row.encryptedToken), code),
      isFriendtalk: code !== undefined,
      isFromNotifications: row.createdByUid === NOTIFICATION_LINK_CREATOR,
      state: stateOf(row, at),
      dateCreated: row.dateCreated.toISOString(),
      dateLastUsed: row.dateLastUsed?.toISOString() ?? null,
      dateExpires: row.dateExpires.toISOString(),
    };
  };

  return {
    async list({ companyId }: CompanyAccess<'read'>): Promise<LoginToken[]> {
      const at = new Date(deps.now());
      return (await repo.listLoginTokens(db, companyId, LIST_LIMIT)).map((row) => toDto(row, at));
    },

    async create(access: CompanyAccess<'write'>, raw: CreateLoginTokenInput): Promise<LoginToken> {
      const input = createLoginTokenInputSchema.parse(raw);
      const phone = normalizePhoneNumber(input.phoneNumber, deps.allowedCountries);
      const at = new Date(deps.now());
      const token = newSecretToken();
      const code = input.friendtalk ? crypto.randomBytes(12).toString('base64url') : '';
      // A link signs its holder in as that phone's customer: the 변경 기록 keeps who made it (never the token).
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertLoginToken(tx, {
          id: `lt_${crypto.randomBytes(9).toString('base64url')}`,
          companyId: access.companyId,
          tokenHash: hashOf(token),
          encryptedToken: cipher.encrypt(token),
          friendtalkCodeHash: code ? codeHashOf(code) : '',
          encryptedFriendtalkCode: code ? cipher.encrypt(code) : '',
          securedPhone: cipher.encrypt(phone),
          phoneHash: cipher.lookupHash(phone),
          phoneSuffix: phoneSuffixOf(phone),
          createdByUid: access.session.uid,
          dateCreated: at,
          dateExpires: new Date(at.getTime() + input.validDays * DAY_MS),
        });
        await insertAudit(tx, {
          ...auditActorOf(access),
          kind: 'loginToken',
          entityId: inserted.id,
          action: 'created',
          after: {
            phoneSuffix: inserted.phoneSuffix,
            isFriendtalk: code !== '',
            dateExpires: inserted.dateExpires.toISOString(),
          },
          summary: `****${inserted.phoneSuffix}`,
          at,
        });
        return inserted;
      });
      return toDto(row, at);
    },

    /**
     * Refuses new uses of the link and ends the sessions it already opened (issue 15): within the customer session
     * check's 2 s on every process, their requests are 401 and their order streams end, as after a logout.
     */
    async revoke(access: CompanyAccess<'write'>, id: string): Promise<LoginToken> {
      const { companyId } = access;
      const at = new Date(deps.now());
      const revoked = await db.transaction(async (tx) => {
        const changed = await repo.revokeLoginToken(tx, companyId, id, at);
        if (changed)
          await insertAudit(tx, {
            ...auditActorOf(access),
            kind: 'loginToken',
            entityId: id,
            action: 'revoked',
            // An expired link can still be revoked; the row says which it was.
            before: { status: changed.dateExpires <= at ? 'expired' : 'active' },
            after: { status: 'revoked' },
            summary: `****${changed.phoneSuffix}`,
            at,
          });
        return changed;
      });
      const row = revoked ?? (await repo.findLoginToken(db, companyId, id));
      if (!row) throw new AppError('NOT_FOUND', '로그인 링크를 찾을 수 없습니다.');
      await deps.customerTokens.revokeSessionsFrom(row.id);
      return toDto(row, at);
    },

    /**
     * `POST /api/userAuth/login-by-token`: a customer session for the link's phone at the link's shop. The shop is
     * the link's, never the caller's choice, so a link of company A can only ever open A.
     */
    async loginByToken(body: LoginByTokenBody, ip: string): Promise<LoginByTokenResult> {
      await deps.failures.assertNotBlocked('login-token', ip);
      const at = new Date(deps.now());
      const row = LOGIN_TOKEN_PATTERN.test(body.loginToken)
        ? await repo.findLoginTokenByHash(db, hashOf(body.loginToken))
        : undefined;
      if (!row) {
        await deps.failures.record('login-token', ip, 'unknown');
        throw new AppError('UNAUTHENTICATED', INVALID_LINK);
      }
      const state = stateOf(row, at);
      if (state !== 'active') {
        await deps.failures.record('login-token', ip, state);
        // The holder of a real link may learn its shop: the web sends them to that shop's SMS sign-in.
        throw new AppError('UNAUTHENTICATED', state === 'expired' ? EXPIRED_LINK : REVOKED_LINK, {
          details: { reason: state, companyId: row.companyId },
        });
      }
      const phone = cipher.decrypt(row.securedPhone);
      const uid = await deps.accounts.findOrCreateAuthUser(phone);
      const session = await deps.customerTokens.signIn(await deps.customerTokens.issueCustomToken(uid), {
        origin: row.id,
      });
      const code = body.friendtalkCode;
      const isFriendtalkCode =
        !!code &&
        row.friendtalkCodeHash !== '' &&
        crypto.timingSafeEqual(Buffer.from(codeHashOf(code)), Buffer.from(row.friendtalkCodeHash));
      if (isFriendtalkCode) await markFriendtalkReceiver(db, row.companyId, uid, at);
      await repo.touchLoginToken(db, row.id, at);
      return {
        ...session,
        companyId: row.companyId,
        friendtalkReceiver: isFriendtalkCode || (await findFriendtalkReceiver(db, row.companyId, uid)),
        phoneNumber: phone,
      };
    },
  };
};

export type LoginTokensService = ReturnType<typeof createLoginTokensService>;
