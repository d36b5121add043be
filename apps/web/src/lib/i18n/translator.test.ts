import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const make = () => {
  const translator = createTranslator('ko');
  translator.addResourceBundle('ko', 'translation', {
    saved: '{{name, 을/를}} 저장했습니다.',
    count: '{{count, number}}개',
    only: { korean: '한국어만' },
    steps: ['{{shop}}에 들어가기', '주문하기'],
  });
  translator.addResourceBundle('en', 'translation', {
    saved: 'Saved {{name, 을/를}}.',
    count: '{{count, number}} items',
    item_one: '{{count}} item',
    item_other: '{{count}} items',
    steps: ['Open {{shop}}', 'Order'],
  });
  translator.addResourceBundle('ko', 'storefront', { cart: { title: '장바구니' } });
  return translator;
};

describe('the translator', () => {
  it('fills values, formats numbers and adds the Korean particle only in Korean', () => {
    const { t, changeLanguage } = make();
    expect(t('saved', { name: '빵' })).toBe('빵을 저장했습니다.');
    expect(t('count', { count: 12000 })).toBe('12,000개');
    changeLanguage('en');
    expect(t('saved', { name: 'Espresso' })).toBe('Saved Espresso.');
    expect(t('count', { count: 12000 })).toBe('12,000 items');
  });

  it('falls back to Korean, then to defaultValue, then to the key', () => {
    const { t, changeLanguage } = make();
    changeLanguage('en');
    expect(t('only.korean')).toBe('한국어만');
    expect(t('missing.key', { defaultValue: 'paid by {{method}}', method: 'card' })).toBe('paid by card');
    expect(t('missing.key')).toBe('missing.key');
  });

  it('reads other namespaces by option or by prefix, in the order given', () => {
    const { t } = make();
    expect(t('storefront:cart.title')).toBe('장바구니');
    expect(t('cart.title', { ns: ['translation', 'storefront'] })).toBe('장바구니');
    expect(t('saved', { ns: ['storefront', 'translation'], name: '차' })).toBe('차를 저장했습니다.');
  });

  it('picks plural forms by count when a message has them', () => {
    const { t } = make();
    expect(t('item', { count: 1, lng: 'en' })).toBe('1 item');
    expect(t('item', { count: 3, lng: 'en' })).toBe('3 items');
  });

  it('returns lists with their strings filled in when asked for objects', () => {
    const { t } = make();
    expect(t('steps', { returnObjects: true, shop: '주문 카페' })).toEqual([
      '주문 카페에 들어가기',
      '주문하기',
    ]);
    expect(t('steps', { returnObjects: true, shop: 'Jumun', lng: 'en' })).toEqual(['Open Jumun', 'Order']);
  });

  it('tells subscribers when words are added or the language changes', () => {
    const translator = make();
    const events: string[] = [];
    const stop = translator.subscribe((event) => events.push(event));
    translator.addResource('ko', 'translation', 'a.b', '새 문구');
    translator.changeLanguage('en');
    translator.changeLanguage('en');
    stop();
    translator.changeLanguage('ko');
    expect(events).toEqual(['added', 'languageChanged']);
    expect(translator.t('a.b', { lng: 'ko' })).toBe('새 문구');
    expect(translator.t('saved', { lng: 'ko', name: '물' })).toBe('물을 저장했습니다.');
  });
});
