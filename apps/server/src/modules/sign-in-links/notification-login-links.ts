import crypto from 'node:crypto';
import { LOGIN_TOKEN_DEFAULT_DAYS, loginTokenPath } from '@jumun/shared';
import type { Db } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { phoneSuffixOf } from '../auth';
import * as repo from './login-tokens.repository';
import { loginTokenHashOf, NOTIFICATION_LINK_CREATOR, newSecretToken } from './login-tokens.service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A link is reused while it has at least this long to live, so a message read a week later still signs in. */
const REUSE_MIN_REMAINING_MS = 7 * DAY_MS;

export type NotificationLinkDeps = {
  db: Db;
  cipher: FieldCipher;
  /** The address customers open (PUBLIC_WEB_URL), e.g. `https://jumun.kr`; links are `{base}/token/…`. */
  baseUrl: string;
  now: () => number;
};

/**
 * The customer login link in an order or stamp notification (issue 15, domain §6.3): opening it signs the customer
 * in to that shop and opens `redirect` there. One link per phone and shop, reused while it has a week or more left,
 * then replaced — not one per message; stored like the shop's own links (HMAC to look up, AES-GCM to show again) and
 * listed and revocable in /admin/LoginToken. Answers the absolute URL.
 */
export const createNotificationLoginLinks = (deps: NotificationLinkDeps) => {
  const { db, cipher } = deps;
  const base = deps.baseUrl.replace(/\/+$/, '');

  return async (link: { companyId: string; phone: string; redirect: string }): Promise<string> => {
    const phoneHash = cipher.lookupHash(link.phone);
    const at = new Date(deps.now());
    const token = await db.transaction(async (tx) => {
      await repo.lockPhoneLinks(tx, link.companyId, phoneHash);
      const kept = await repo.findReusableLoginToken(tx, {
        companyId: link.companyId,
        phoneHash,
        createdBy: NOTIFICATION_LINK_CREATOR,
        validAfter: new Date(at.getTime() + REUSE_MIN_REMAINING_MS),
      });
      if (kept) return cipher.decrypt(kept.encryptedToken);
      const fresh = newSecretToken();
      await repo.insertLoginToken(tx, {
        id: `lt_${crypto.randomBytes(9).toString('base64url')}`,
        companyId: link.companyId,
        tokenHash: loginTokenHashOf(cipher, fresh),
        encryptedToken: cipher.encrypt(fresh),
        securedPhone: cipher.encrypt(link.phone),
        phoneHash,
        phoneSuffix: phoneSuffixOf(link.phone),
        createdByUid: NOTIFICATION_LINK_CREATOR,
        dateCreated: at,
        dateExpires: new Date(at.getTime() + LOGIN_TOKEN_DEFAULT_DAYS * DAY_MS),
      });
      return fresh;
    });
    return `${base}${loginTokenPath(token, undefined, link.redirect)}`;
  };
};

export type NotificationLoginLinks = ReturnType<typeof createNotificationLoginLinks>;
