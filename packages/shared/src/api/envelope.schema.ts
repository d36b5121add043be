import { z } from 'zod';

/** Every API response (spec §7, domain §1.3): `{isSuccess, data, message, error}`. */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    isSuccess: z.boolean(),
    data: data.optional(),
    message: z.string().optional(),
    error: z.string().optional(),
    /** Present on list and deleted responses: send it back as `since` next time (issue #2 §4). */
    syncPosition: z.string().optional(),
    /** Paths of invalid fields on a 400. */
    details: z.unknown().optional(),
  });

export type ApiEnvelope<T> = {
  isSuccess: boolean;
  data?: T;
  message?: string;
  error?: string;
  syncPosition?: string;
  details?: unknown;
};
