import { z } from 'zod';
import { versionInfoSchema } from '../sync/version';

/**
 * Events pushed on the per-company stream (`GET /api/realtime/companies/:companyId`, SSE).
 * They are sent only after the change committed (they ride on PostgreSQL NOTIFY, which delivers at commit).
 */
export const REALTIME_EVENTS = {
  /** The company document changed: a catalogue write bumped versionInfo, or settings were saved. */
  companyChanged: 'company.changed',
  /** Sent every few seconds so proxies keep the stream open and the client can detect a dead link. */
  heartbeat: 'heartbeat',
  /**
   * The last frame of an administrator's stream when their access to it ended: removed from the company, role
   * changed, account suspended (issue 14, decision 017). The web re-reads its memberships at once; data `{}`.
   */
  accessRevoked: 'access.revoked',
} as const;

export const companyChangedEventSchema = z.object({
  companyId: z.string(),
  revision: z.number().int(),
  versionInfo: versionInfoSchema,
  /** What changed: a catalogue kind, or 'company' for settings. */
  changed: z.string(),
});
export type CompanyChangedEvent = z.infer<typeof companyChangedEventSchema>;
