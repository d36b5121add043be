import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const encode = vi.hoisted(() => vi.fn());
vi.mock('uqr', async (importOriginal) => {
  const actual = await importOriginal<typeof import('uqr')>();
  encode.mockImplementation(actual.encode);
  return { ...actual, encode };
});

const { QrCode } = await import('./qr-code');

/** A stand-in IntersectionObserver whose targets come into view when the test says so. */
const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
class FakeObserver {
  private readonly entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    this.entry.targets = [];
  }
}
const scrollIntoView = () =>
  act(() => {
    for (const { callback, targets } of [...observers])
      if (targets.length > 0)
        callback(
          targets.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
  });

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
  encode.mockClear();
});

describe('QrCode', () => {
  it('encodes only once the code comes near the screen, and once for two codes of one value', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(
      <>
        <QrCode value="https://jumun.test/user/coNear" size={100} label="가게 QR" />
        <QrCode value="https://jumun.test/user/coNear" size="110mm" label="" printOnly />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(encode).not.toHaveBeenCalled();
    expect(screen.queryAllByTestId('shop-qr')).toHaveLength(0);

    await scrollIntoView();
    await waitFor(() => expect(screen.getAllByTestId('shop-qr')).toHaveLength(2));
    expect(encode).toHaveBeenCalledTimes(1);
    for (const svg of screen.getAllByTestId('shop-qr'))
      expect(svg).toHaveAttribute('data-qr-value', 'https://jumun.test/user/coNear');
  });

  it('draws a print-only code as printing starts when no code on screen encoded it', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<QrCode value="https://jumun.test/user/coPrint" size="110mm" label="" printOnly />);
    // The encoder loads at mount; nothing is encoded until the page is printed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('shop-qr')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // Synchronously: the print preview is laid out right after the event.
    expect(screen.getByTestId('shop-qr')).toHaveAttribute('data-qr-value', 'https://jumun.test/user/coPrint');
    expect(encode).toHaveBeenCalledTimes(1);
  });
});
