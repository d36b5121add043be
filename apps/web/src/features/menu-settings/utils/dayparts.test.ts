import { menuSettingsSchema } from '@jumun/shared';
import { describe, expect, it } from 'vitest';
import { menuSettingsText } from '../i18n';
import { describeDaypart, removeDaypart } from './dayparts';

const { t } = menuSettingsText;

describe('dayparts', () => {
  it('describes weekdays, weekends and overnight windows in Korean', () => {
    expect(
      describeDaypart(t, {
        days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        start: '11:00',
        end: '14:00',
      }),
    ).toBe('평일 11:00–14:00');
    expect(describeDaypart(t, { days: ['saturday', 'friday'], start: '22:00', end: '02:00' })).toBe(
      '금·토 22:00–다음 날 02:00',
    );
    expect(describeDaypart(t, { days: ['sunday', 'saturday'], start: '09:00', end: '09:00' })).toBe(
      '주말 하루 종일',
    );
  });

  it('removes a daypart with every reference to it, so the settings stay valid', () => {
    const settings = menuSettingsSchema.parse({
      dayparts: [
        { id: 'dp_a', name: '아침', days: ['monday'], start: '07:00', end: '10:00' },
        { id: 'dp_b', name: '점심', days: ['monday'], start: '11:00', end: '14:00' },
      ],
      categoryDayparts: { ctg_1: ['dp_a', 'dp_b'] },
      productDayparts: { p_1: ['dp_a'] },
    });
    const next = removeDaypart(settings, 'dp_a');
    expect(next.dayparts.map((daypart) => daypart.id)).toEqual(['dp_b']);
    expect(next.categoryDayparts).toEqual({ ctg_1: ['dp_b'] });
    expect(next.productDayparts).toEqual({ p_1: [] });
    expect(menuSettingsSchema.safeParse(next).success).toBe(true);
  });
});
