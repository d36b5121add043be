import { ROLES, type Role } from '@jumun/shared';

/**
 * What the web app reads from the ID token: who, which roles, which companies. The signature is the
 * server's business; the client only decides what to show (spec §6: on the client only signed-in vs
 * anonymous is enforced, every real check happens on the server).
 */
export type IdTokenClaims = {
  uid: string;
  roles: Role[];
  companyIds: string[];
  expiresAt: number;
  /** A registered counter device's session (issue 15): it manages no devices or accounts. */
  deviceId?: string;
};

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

export const readIdTokenClaims = (idToken: string): IdTokenClaims | null => {
  const payloadSegment = idToken.split('.')[1];
  if (!payloadSegment) return null;
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(payloadSegment));
    if (!payload || typeof payload !== 'object') return null;
    const { sub, roles, companyIds, exp, deviceId } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || !sub) return null;
    return {
      uid: sub,
      roles: Array.isArray(roles)
        ? roles.filter((role): role is Role => (ROLES as readonly string[]).includes(role))
        : [],
      companyIds: Array.isArray(companyIds)
        ? companyIds.filter((id): id is string => typeof id === 'string')
        : [],
      expiresAt: typeof exp === 'number' ? exp * 1000 : 0,
      ...(typeof deviceId === 'string' && deviceId ? { deviceId } : {}),
    };
  } catch {
    return null;
  }
};
