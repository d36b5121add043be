import { render, screen, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusAfterPaint } from './use-focus-after-paint';

const Field = ({ other = false }: { other?: boolean }) => {
  const ref = useRef<HTMLInputElement>(null);
  useFocusAfterPaint(ref);
  return (
    <>
      <input ref={ref} aria-label="phone" />
      {other ? <input aria-label="other" /> : null}
    </>
  );
};

describe('useFocusAfterPaint', () => {
  it('focuses the field after the first paint, not during the commit', async () => {
    render(<Field />);
    const field = screen.getByLabelText('phone');
    expect(field).not.toHaveFocus();
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('leaves the focus where the visitor put it meanwhile', async () => {
    render(<Field other />);
    const other = screen.getByLabelText('other');
    other.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(other).toHaveFocus();
    expect(screen.getByLabelText('phone')).not.toHaveFocus();
  });
});
