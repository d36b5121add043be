import { describe, expect, it } from 'vitest';

describe('the {{noun, 을/를}} formatter', () => {
  it('appends the particle in Korean and leaves the noun alone in English', async () => {
    const { i18next } = await import('./index');
    i18next.addResource('ko', 'translation', 'test.saved', '{{name, 을/를}} 저장했습니다.');
    i18next.addResource('en', 'translation', 'test.saved', 'Saved {{name, 을/를}}.');
    expect(i18next.t('test.saved', { name: '에스프레소', lng: 'ko' })).toBe('에스프레소를 저장했습니다.');
    expect(i18next.t('test.saved', { name: '빵', lng: 'ko' })).toBe('빵을 저장했습니다.');
    expect(i18next.t('test.saved', { name: 'Espresso', lng: 'en' })).toBe('Saved Espresso.');
  });

  it('takes 으로/로 after a phone number or a role the way it is read aloud', async () => {
    const { i18next } = await import('./index');
    i18next.addResource('ko', 'translation', 'test.sent', '{{phone, 으로/로}} 보냈습니다.');
    expect(i18next.t('test.sent', { phone: '010-1234-5678', lng: 'ko' })).toBe('010-1234-5678로 보냈습니다.');
    expect(i18next.t('test.sent', { phone: '010-1234-5670', lng: 'ko' })).toBe(
      '010-1234-5670으로 보냈습니다.',
    );
    expect(i18next.t('test.sent', { phone: '직원', lng: 'ko' })).toBe('직원으로 보냈습니다.');
    expect(i18next.t('test.sent', { phone: '매니저', lng: 'ko' })).toBe('매니저로 보냈습니다.');
  });
});
