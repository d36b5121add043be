import crypto from 'node:crypto';
import {
  AppError,
  COMPANY_ROLES,
  type CompanyRole,
  DEVICE_CREDENTIAL_PATTERN,
  type Device,
  type DeviceLoginResult,
  type RegisterDeviceInput,
  type RegisteredDevice,
  registerDeviceInputSchema,
  type SessionTokens,
} from '@jumun/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { CompanyAccess, Session } from '../../access';
import type { Db, Tx } from '../../db/client';
import type { FieldCipher } from '../../lib/field-cipher';
import { auditActorOf, insertAudit } from '../audit';
import type { CredentialFailures, IdTokenService } from '../auth';
import { createTokenService, revokeDeviceRefreshTokens } from '../auth';
import type { DeviceGate } from './device-gate';
import * as repo from './devices.repository';
import { newSecretToken } from './login-tokens.service';

const INVALID_CREDENTIAL = '등록되지 않았거나 해제된 기기입니다. 휴대폰 번호로 로그인해 주세요.';
const DEVICE_REVOKED = '이 기기의 자동 로그인이 해제되었습니다. 다시 로그인해 주세요.';

const roleOf = (value: string): CompanyRole =>
  (COMPANY_ROLES as readonly string[]).includes(value) ? (value as CompanyRole) : 'staff';

const toDto = (row: repo.DeviceRow): Device => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  role: roleOf(row.role),
  isRevoked: row.dateRevoked !== null,
  dateCreated: row.dateCreated.toISOString(),
  dateLastSeen: row.dateLastSeen?.toISOString() ?? null,
});

export type DevicesDeps = {
  db: Db;
  cipher: FieldCipher;
  idTokens: IdTokenService;
  gate: DeviceGate;
  failures: CredentialFailures;
  now: () => number;
  logger: FastifyBaseLogger;
};

/**
 * Counter devices (issue 15 `/admin/autologin`, decisions/018): an administrator registers the device, which gets a
 * credential of 256 random bits (only its HMAC is stored). Signing in with it yields the usual administrator session
 * (ID token + rotating refresh token) limited to the device's one company and carrying `deviceId`; its refresh
 * tokens belong to the audience `device`, keyed by the device id, so they never turn into the registering owner's
 * full session.
 */
export const createDevicesService = (deps: DevicesDeps) => {
  const { db, cipher } = deps;
  const hashOf = (credential: string) => cipher.lookupHash(`device:${credential}`);

  const loadClaims = async (tx: Tx, deviceId: string): Promise<Session> => {
    const device = await repo.findDevice(tx, deviceId);
    if (!device || device.dateRevoked) throw new AppError('UNAUTHENTICATED', DEVICE_REVOKED);
    return {
      uid: device.createdByUid,
      roles: ['admin'],
      companyIds: [device.companyId],
      deviceId: device.id,
      companyRole: roleOf(device.role),
    };
  };

  const tokens = createTokenService<Session>({
    db,
    cipher,
    audience: 'device',
    loadClaims,
    signIdToken: (claims, sessionId) => deps.idTokens.sign({ ...claims, sessionId }),
    onSessionRevoked: (deviceId) => deps.gate.forget(deviceId),
    now: deps.now,
    logger: deps.logger,
  });

  return {
    tokens,

    async register(access: CompanyAccess<'write'>, raw: RegisterDeviceInput): Promise<RegisteredDevice> {
      // A device cannot register more devices: only a person's own session can.
      if (access.session.deviceId)
        throw new AppError('FORBIDDEN', '기기 등록은 대표자 본인의 로그인에서만 할 수 있습니다.');
      const input = registerDeviceInputSchema.parse(raw);
      const credential = newSecretToken();
      const at = new Date(deps.now());
      // A device signs in at a role of this company, like a member: the 변경 기록 keeps who registered it.
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertDevice(tx, {
          id: `dev_${crypto.randomBytes(9).toString('base64url')}`,
          companyId: access.companyId,
          role: input.role,
          name: input.name,
          credentialHash: hashOf(credential),
          createdByUid: access.session.uid,
          dateCreated: at,
        });
        await insertAudit(tx, {
          ...auditActorOf(access),
          kind: 'device',
          entityId: inserted.id,
          action: 'created',
          after: { name: inserted.name, role: inserted.role },
          summary: inserted.name,
          at,
        });
        return inserted;
      });
      return { ...toDto(row), credential };
    },

    async list({ companyId }: CompanyAccess<'read'>): Promise<Device[]> {
      return (await repo.listDevices(db, companyId)).map(toDto);
    },

    /** Revoked at once here; other processes notice within DEVICE_CHECK_MS, and the device's refresh tokens die. */
    async revoke(access: CompanyAccess<'write'>, id: string): Promise<Device> {
      const { companyId } = access;
      const at = new Date(deps.now());
      const row = await db.transaction(async (tx) => {
        const revoked = await repo.revokeDevice(tx, companyId, id, at);
        if (!revoked) return revoked;
        await revokeDeviceRefreshTokens(tx, id, at);
        await insertAudit(tx, {
          ...auditActorOf(access),
          kind: 'device',
          entityId: id,
          action: 'revoked',
          before: { status: 'active', role: revoked.role },
          after: { status: 'revoked' },
          summary: revoked.name,
          at,
        });
        return revoked;
      });
      deps.gate.forget(id);
      const current = row ?? (await repo.findDevice(db, id));
      if (!current || current.companyId !== companyId)
        throw new AppError('NOT_FOUND', '기기를 찾을 수 없습니다.');
      return toDto(current);
    },

    /** `POST /api/auth/device-login`: the device's credential → a session for its company only. */
    async login(credential: string, ip: string): Promise<DeviceLoginResult> {
      await deps.failures.assertNotBlocked('device', ip);
      const row = DEVICE_CREDENTIAL_PATTERN.test(credential)
        ? await repo.findDeviceByCredentialHash(db, hashOf(credential))
        : undefined;
      if (!row || row.dateRevoked) {
        await deps.failures.record('device', ip, row ? 'revoked' : 'unknown');
        throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIAL);
      }
      const session: SessionTokens = await tokens.signIn(await tokens.issueCustomToken(row.id));
      await repo.touchDevice(db, row.id, new Date(deps.now()));
      return { ...session, companyId: row.companyId };
    },
  };
};

export type DevicesService = ReturnType<typeof createDevicesService>;
