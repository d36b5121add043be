import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createStartupSlot, StartupSlotView } from './startup-slot';

describe('StartupSlotView', () => {
  it('shows the initial content, then each page the slot is given', async () => {
    const slot = createStartupSlot(<p>loading</p>);
    render(<StartupSlotView slot={slot} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(async () => slot.show(<p>first page</p>));
    expect(screen.getByText('first page')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await act(async () => slot.show(<p>error page</p>));
    expect(screen.getByText('error page')).toBeInTheDocument();
  });

  it('picks up a page shown before it subscribed', async () => {
    const slot = createStartupSlot(<p>loading</p>);
    slot.show(<p>ready early</p>);
    await act(async () => {
      render(<StartupSlotView slot={slot} />);
    });
    expect(screen.getByText('ready early')).toBeInTheDocument();
  });

  it('stops listening once unmounted', () => {
    const slot = createStartupSlot(<p>loading</p>);
    let listening = 0;
    const subscribe = slot.subscribe;
    slot.subscribe = (listener) => {
      listening += 1;
      const unsubscribe = subscribe(listener);
      return () => {
        listening -= 1;
        unsubscribe();
      };
    };
    const view = render(<StartupSlotView slot={slot} />);
    expect(listening).toBe(1);
    view.unmount();
    expect(listening).toBe(0);
  });
});
