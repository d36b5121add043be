import { describe, expect, it } from 'vitest';
import { formatGridPhone, nextCell } from './waybill-grid';

describe('waybill grid', () => {
  it('formats phone numbers as they are typed', () => {
    expect(formatGridPhone('010')).toBe('010');
    expect(formatGridPhone('0101234')).toBe('010-1234');
    expect(formatGridPhone('01012345678')).toBe('010-1234-5678');
  });

  it('reads an international number pasted or typed into a phone cell as the mobile it is', () => {
    expect(formatGridPhone('+82 10 1234 5678')).toBe('010-1234-5678');
    expect(formatGridPhone('+82-10-9876-5432')).toBe('010-9876-5432');
    // Typed key by key, the + and what follows stay as written until the number is whole.
    let typed = '';
    for (const key of '+82 10 1234 5678') typed = formatGridPhone(typed + key);
    expect(typed).toBe('010-1234-5678');
    expect(formatGridPhone('+82 10 12')).toBe('+82 10 12');
    // Typed without the +, the 82 prefix is also understood once the number is whole.
    typed = '';
    for (const key of '821012345678') typed = formatGridPhone(typed + key);
    expect(typed).toBe('010-1234-5678');
  });

  it('adds a row on Enter or ↓ in the last row and moves between fields at the text edges', () => {
    const caret = { start: 0, end: 0, length: 0 };
    expect(nextCell('Enter', { row: 4, field: 0 }, caret, 5)).toBe('add-row');
    expect(nextCell('ArrowDown', { row: 1, field: 2 }, caret, 5)).toEqual({ row: 2, field: 2 });
    expect(nextCell('ArrowRight', { row: 0, field: 0 }, { start: 3, end: 3, length: 3 }, 5)).toEqual({
      row: 0,
      field: 1,
    });
    expect(nextCell('ArrowRight', { row: 0, field: 0 }, { start: 1, end: 1, length: 3 }, 5)).toBeNull();
    expect(nextCell('ArrowLeft', { row: 0, field: 1 }, caret, 5)).toEqual({ row: 0, field: 0 });
    expect(nextCell('ArrowUp', { row: 0, field: 1 }, caret, 5)).toBeNull();
  });
});
