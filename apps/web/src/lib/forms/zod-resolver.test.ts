import { categoryInputSchema, optionInputSchema, productInputSchema } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './zod-resolver';

describe('schemaResolver', () => {
  it('keeps the schema’s own Korean messages and translates zod defaults', () => {
    const errors = schemaResolver(productInputSchema)({
      productName: '',
      priceDiscounted: '',
      rewardStamp: 101,
    });
    expect(errors).toEqual({
      productName: '상품명을 입력하세요',
      priceDiscounted: '숫자를 입력하세요',
      rewardStamp: '100 이하여야 합니다',
    });
  });

  it('names nested paths the way Mantine lists address them', () => {
    const errors = schemaResolver(optionInputSchema)({
      optionName: '샷',
      optionItems: ['연하게', ''],
      optionItemsPrice: [0],
    });
    expect(errors).toEqual({
      'optionItems.1': '항목 이름을 입력하세요',
      optionItemsPrice: '항목마다 가격이 하나씩 있어야 합니다',
    });
  });

  it('returns no errors for valid values', () => {
    expect(schemaResolver(categoryInputSchema)({ categoryName: '커피' })).toEqual({});
  });
});

describe('zod messages follow the language', () => {
  it('says the default issues in English once English is on', async () => {
    const { changeLanguage } = await import('../i18n');
    await changeLanguage('en');
    try {
      expect(
        schemaResolver(productInputSchema)({ productName: '라떼', priceDiscounted: '', rewardStamp: 101 }),
      ).toEqual({
        priceDiscounted: 'Enter a number',
        rewardStamp: 'Must be 100 or less',
      });
    } finally {
      await changeLanguage('ko');
    }
  });
});
