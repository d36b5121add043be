import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, RELOAD_GUARD_STORAGE_KEY, reloadWithGuard } from './reload-guard';

describe('page-reload guard (spec §9: 10 s)', () => {
  it('reloads, then refuses another reload within 10 seconds, then allows it again', () => {
    let now = 1_000_000;
    const reload = vi.fn();
    const deps = { now: () => now, storage: window.sessionStorage, reload };
    expect(reloadWithGuard(deps)).toBe(true);
    expect(window.sessionStorage.getItem(RELOAD_GUARD_STORAGE_KEY)).toBe('1000000');
    now += 9_999;
    expect(reloadWithGuard(deps)).toBe(false);
    now += 1;
    expect(reloadWithGuard(deps)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('recognises a vanished chunk after a deploy', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('something else'))).toBe(false);
  });
});
