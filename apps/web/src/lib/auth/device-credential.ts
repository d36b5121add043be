import type { DeviceLoginResult } from '@jumun/shared';
import { api } from '../api-client';
import { establishSession } from './session';

/**
 * A registered counter device's credential (issue 15), kept on the device so `/admin/autologin` signs it in again
 * after a sign-out or a reload. It arrives in the link's fragment (`/admin/autologin#credential=…`), which browsers
 * never send to a server, so it appears in no access log.
 */
const DEVICE_CREDENTIAL_KEY = 'jumun.device.credential';

export const deviceCredential = {
  read: (): string | null => {
    try {
      return window.localStorage.getItem(DEVICE_CREDENTIAL_KEY);
    } catch {
      return null;
    }
  },
  write: (credential: string) => {
    try {
      window.localStorage.setItem(DEVICE_CREDENTIAL_KEY, credential);
    } catch {
      // Storage blocked: this visit signs in, the next one asks for the link again.
    }
  },
  clear: () => {
    try {
      window.localStorage.removeItem(DEVICE_CREDENTIAL_KEY);
    } catch {
      // Nothing stored.
    }
  },
};

/** The `/admin/autologin` link that carries a freshly registered device's credential. */
export const autologinLink = (origin: string, credential: string) =>
  `${origin}/admin/autologin#credential=${encodeURIComponent(credential)}`;

/** Takes `#credential=…` off the address (kept on the device instead) and returns it. */
export const takeCredentialFromHash = (): string | null => {
  const match = /(?:^#|&)credential=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return null;
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return decodeURIComponent(match[1]);
};

/** `POST /api/auth/device/login`, then the usual session of a device kind (refreshed at the device endpoints). */
export const signInDevice = async (credential: string): Promise<DeviceLoginResult> => {
  const data = await api.post<DeviceLoginResult>('/api/auth/device/login', { credential }, { auth: false });
  establishSession(data, { kind: 'device' });
  return data;
};
