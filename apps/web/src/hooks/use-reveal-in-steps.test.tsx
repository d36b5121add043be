import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint, useRevealInSteps } from './use-reveal-in-steps';

const Probe = ({ seen }: { seen: boolean[] }) => {
  const isReady = useAfterFirstPaint();
  seen.push(isReady);
  return <p>{isReady ? 'rest' : 'first'}</p>;
};

const Rows = ({ total, seen, resetKey }: { total: number; seen: number[]; resetKey?: string }) => {
  const shown = useRevealInSteps(total, 2, 3, resetKey);
  seen.push(shown);
  return <p>{shown}</p>;
};

describe('useAfterFirstPaint', () => {
  it('renders false first, then true once the first render is committed', async () => {
    const seen: boolean[] = [];
    await act(async () => {
      render(<Probe seen={seen} />);
    });
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(screen.getByText('rest')).toBeTruthy();
  });
});

describe('useRevealInSteps', () => {
  it('starts with the first ones and adds a step per commit until all are shown, never more', async () => {
    const seen: number[] = [];
    await act(async () => {
      render(<Rows total={9} seen={seen} />);
    });
    expect([...new Set(seen)]).toEqual([2, 5, 8, 9]);
  });

  it('shows everything at once when there are no more than the first ones', async () => {
    const seen: number[] = [];
    await act(async () => {
      render(<Rows total={1} seen={seen} />);
    });
    expect([...new Set(seen)]).toEqual([1]);
  });

  it('starts again from the first ones when the reset key changes, and not when it stays', async () => {
    const seen: number[] = [];
    const view = await act(async () => render(<Rows total={9} seen={seen} resetKey="a" />));
    seen.length = 0;
    await act(async () => {
      view.rerender(<Rows total={9} seen={seen} resetKey="a" />);
    });
    expect([...new Set(seen)]).toEqual([9]);
    seen.length = 0;
    await act(async () => {
      view.rerender(<Rows total={9} seen={seen} resetKey="b" />);
    });
    expect([...new Set(seen)]).toEqual([2, 5, 8, 9]);
  });
});
