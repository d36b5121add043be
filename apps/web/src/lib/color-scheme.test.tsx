import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColorSchemeMenu } from '../components/layouts/admin-frame/color-scheme-menu';
import { TestProviders } from '../testing/render-page';
import { setPrefersDark } from '../testing/setup';
import { COLOR_SCHEME_STORAGE_KEY, type ForcedColorScheme, useForcedColorScheme } from './color-scheme';

const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

const ForcedPage = ({ mode }: { mode: ForcedColorScheme }) => {
  useForcedColorScheme(mode);
  return <p>forced page</p>;
};

const Harness = ({ forced }: { forced?: ForcedColorScheme }) => {
  const [isShown, setIsShown] = useState(true);
  return (
    <TestProviders>
      <ColorSchemeMenu />
      <button type="button" onClick={() => setIsShown(false)}>
        leave
      </button>
      {forced && isShown ? <ForcedPage mode={forced} /> : null}
    </TestProviders>
  );
};

const choose = async (label: string) => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: '화면 모드' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
};

describe('colour mode (spec §4)', () => {
  it('follows the device by default ("system")', async () => {
    setPrefersDark(true);
    render(<Harness />);
    await waitFor(() => expect(scheme()).toBe('dark'));
  });

  it('stores light and dark choices locally', async () => {
    render(<Harness />);
    await choose('다크');
    expect(scheme()).toBe('dark');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
    await choose('라이트');
    expect(scheme()).toBe('light');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('light');
  });

  it('"system" follows the device scheme', async () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'light');
    setPrefersDark(true);
    render(<Harness />);
    await waitFor(() => expect(scheme()).toBe('light'));
    await choose('시스템');
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('auto');
    expect(scheme()).toBe('dark');
  });

  it('lets a page force a scheme while it is shown, then restores the preference', async () => {
    window.localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    render(<Harness forced="light" />);
    await waitFor(() => expect(scheme()).toBe('light'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(scheme()).toBe('dark'));
    expect(window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });

  it('refuses to force "system"', () => {
    const Bad = () => {
      useForcedColorScheme('auto' as ForcedColorScheme);
      return null;
    };
    expect(() =>
      render(
        <TestProviders>
          <Bad />
        </TestProviders>,
      ),
    ).toThrow("A page can force only 'light' or 'dark', not 'auto'");
  });
});
