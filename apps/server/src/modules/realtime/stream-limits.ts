import { AppError } from '@jumun/shared';

export type StreamLimits = { perClientIp: number; perCompany: number };

/**
 * Caps on open realtime streams in this process (issue 9 "Abuse"): per client IP and per company. A stream is
 * counted from `acquire` until its release; beyond a cap the request is a 429 with a Korean message, before the
 * response is taken over. The limits are per process: N processes allow N× as many.
 */
export const createStreamCounter = (limits: StreamLimits) => {
  const byIp = new Map<string, number>();
  const byCompany = new Map<string, number>();
  const bump = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    /** Counts a stream in, or throws RATE_LIMITED; returns its release (safe to call twice). */
    acquire: (ip: string, companyId: string): (() => void) => {
      if ((byIp.get(ip) ?? 0) >= limits.perClientIp)
        throw new AppError(
          'RATE_LIMITED',
          '이 기기에서 연 실시간 연결이 너무 많습니다. 다른 창을 닫고 다시 시도해 주세요.',
        );
      if ((byCompany.get(companyId) ?? 0) >= limits.perCompany)
        throw new AppError(
          'RATE_LIMITED',
          '이 가게의 실시간 연결이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
        );
      bump(byIp, ip, 1);
      bump(byCompany, companyId, 1);
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        bump(byIp, ip, -1);
        bump(byCompany, companyId, -1);
      };
    },
  };
};
