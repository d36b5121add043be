import { z } from 'zod';
import { COMPANY_ROLES } from './roles';
import { sessionTokensSchema } from './session.schema';

/** `POST /api/admin/companies/:companyId/devices`: the owner registers the device they are using (issue 15). */
export const registerDeviceInputSchema = z.object({
  name: z.string().trim().min(1, '기기 이름을 입력해 주세요.').max(40),
  role: z.enum(COMPANY_ROLES).default('staff'),
});
export type RegisterDeviceInput = z.input<typeof registerDeviceInputSchema>;

export const deviceSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  name: z.string(),
  role: z.enum(COMPANY_ROLES),
  isRevoked: z.boolean(),
  dateCreated: z.string(),
  dateLastSeen: z.string().nullable(),
});
export type Device = z.infer<typeof deviceSchema>;

/** Answered once, at registration: the credential is never readable again (only its hash is stored). */
export const registeredDeviceSchema = deviceSchema.extend({ credential: z.string() });
export type RegisteredDevice = z.infer<typeof registeredDeviceSchema>;

export const DEVICE_CREDENTIAL_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;
export const deviceLoginBodySchema = z.object({ credential: z.string().trim().min(1).max(200) });

/** `POST /api/auth/device-login`: an administrator session limited to the device's company. */
export const deviceLoginResultSchema = sessionTokensSchema.extend({ companyId: z.string() });
export type DeviceLoginResult = z.infer<typeof deviceLoginResultSchema>;
