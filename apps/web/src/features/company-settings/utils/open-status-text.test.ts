import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n';
import { companySettingsText } from '../i18n';
import { describeOpenStatus } from './open-status-text';

// Wednesday 31 December 2025, 20:00 in Seoul; the shop opens again tomorrow at 09:00.
const NOW = new Date('2025-12-31T11:00:00Z');
const CLOSED = { isOpen: false, reason: 'afterClose', nextOpenAt: new Date('2026-01-01T00:00:00Z') } as const;

describe('describeOpenStatus', () => {
  afterEach(async () => changeLanguage('ko'));

  it('says when the shop opens next, in Korean first', () => {
    expect(describeOpenStatus(companySettingsText.t, CLOSED, NOW)).toBe(
      '지금: 영업 종료 — 내일 09:00에 문을 열어요',
    );
  });

  it('says it all in English once English is on', async () => {
    await changeLanguage('en');
    expect(describeOpenStatus(companySettingsText.t, CLOSED, NOW)).toBe('Now: closed — Opens tomorrow 09:00');
  });
});
