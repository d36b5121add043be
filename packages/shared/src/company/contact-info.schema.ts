import { z } from 'zod';

/**
 * Contact phones and e-mail (domain §3.1). `secured*` fields travel as plain text over TLS between the
 * server and an authorised administrator and are encrypted at rest by the server (AES-256-GCM).
 */
export const contactInfoSchema = z.object({
  securedPhoneMain: z.string().max(20).default(''),
  securedPhoneSub1: z.string().max(20).default(''),
  securedPhoneSub2: z.string().max(20).default(''),
  securedLandlineMain: z.string().max(20).default(''),
  securedEmail: z.string().max(200).default(''),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
