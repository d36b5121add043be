import type { Role } from '@jumun/shared';
import { useSyncExternalStore } from 'react';

/**
 * Authentication state (spec §4): not initialised until the first state is known, then signed in (a user is
 * present) or anonymous. The access guard waits for `isInitialised`.
 */
export type AuthUser = { uid: string; roles: Role[]; companyIds: string[]; deviceId?: string };
export type AuthState = { isInitialised: boolean; user: AuthUser | null };

let state: AuthState = { isInitialised: false, user: null };
const listeners = new Set<() => void>();

export const getAuthState = (): AuthState => state;

export const setAuthState = (next: AuthState) => {
  state = next;
  for (const listener of [...listeners]) listener();
};

export const subscribeAuth = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAuth = (): AuthState => useSyncExternalStore(subscribeAuth, getAuthState, getAuthState);

export const isSuperUser = (user: AuthUser | null): boolean => user?.roles.includes('super') ?? false;
