import { describe, expect, it } from 'vitest';
import { createStreamCounter } from './stream-limits';

describe('stream caps', () => {
  it('refuses a stream past the per-IP or per-company cap, and counts a released stream out once', () => {
    const streams = createStreamCounter({ perClientIp: 2, perCompany: 3 });
    const a = streams.acquire('1.1.1.1', 'coA');
    streams.acquire('1.1.1.1', 'coA');
    expect(() => streams.acquire('1.1.1.1', 'coB')).toThrow(/이 기기에서/);
    streams.acquire('2.2.2.2', 'coA');
    expect(() => streams.acquire('3.3.3.3', 'coA')).toThrow(/이 가게의/);
    a();
    a();
    expect(() => streams.acquire('3.3.3.3', 'coA')).not.toThrow();
    expect(() => streams.acquire('3.3.3.3', 'coA')).toThrow(/이 가게의/);
  });
});
