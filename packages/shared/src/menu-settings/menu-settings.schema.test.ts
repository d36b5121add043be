import { describe, expect, it } from 'vitest';
import { menuSettingsSchema, parseMenuSettings } from './menu-settings.schema';

const lunch = { id: 'dp_lunch', name: '런치', days: ['monday', 'tuesday'], start: '11:00', end: '14:00' };

describe('menuSettingsSchema', () => {
  it('defaults to showing everything', () => {
    expect(menuSettingsSchema.parse({})).toEqual({
      categoryOrder: [],
      hiddenCategoryIds: [],
      dayparts: [],
      categoryDayparts: {},
      productDayparts: {},
      categoryOrderTypes: {},
    });
  });

  it('accepts dayparts referenced by categories and products', () => {
    const settings = menuSettingsSchema.parse({
      dayparts: [lunch],
      categoryDayparts: { ctg_lunch: ['dp_lunch'] },
      productDayparts: { p_1: ['dp_lunch'] },
      categoryOrderTypes: { ctg_bean: ['takeout', 'parcel'] },
    });
    expect(settings.categoryOrderTypes.ctg_bean).toEqual(['takeout', 'parcel']);
  });

  it('explains bad dayparts, dangling references and unknown order types in Korean', () => {
    const messages = (value: unknown) =>
      menuSettingsSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ dayparts: [{ ...lunch, name: '', days: [] }] })).toEqual([
      '시간대 이름을 입력하세요',
      '요일을 하나 이상 선택하세요',
    ]);
    expect(messages({ dayparts: [lunch, lunch] })).toEqual(['시간대 id가 중복되었습니다']);
    expect(messages({ dayparts: [lunch], productDayparts: { p_1: ['dp_dinner'] } })).toEqual([
      '없는 시간대를 가리키고 있습니다',
    ]);
    expect(messages({ dayparts: [{ ...lunch, start: '25:00' }] })).toEqual(['HH:MM 형식이어야 합니다']);
    expect(messages({ categoryOrderTypes: { ctg_1: ['drive'] } })).toHaveLength(1);
  });

  it('falls back to the defaults for stored settings that no longer parse', () => {
    expect(parseMenuSettings({ categoryOrder: 'coffee' })).toEqual(menuSettingsSchema.parse({}));
    expect(parseMenuSettings(undefined).dayparts).toEqual([]);
    expect(parseMenuSettings({ hiddenCategoryIds: ['ctg_1'] }).hiddenCategoryIds).toEqual(['ctg_1']);
  });
});
