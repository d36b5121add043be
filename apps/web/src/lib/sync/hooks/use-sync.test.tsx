import type { Category } from '@jumun/shared';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSync } from '../catalogue-sync';
import { useCatalogueList, useSyncState } from './use-sync';

const { store } = catalogueSync;
afterEach(() => store.reset());

const category = (id: string) => ({ id, name: id }) as unknown as Category;

let renders = 0;
const Status = () => {
  renders += 1;
  return <p>{useSyncState((state) => state.status)}</p>;
};

const Count = ({ kind }: { kind: 'category' | 'product' }) => {
  const { items, isLoaded } = useCatalogueList(kind);
  return <p>{isLoaded ? `${kind} ${items.length}` : `${kind} loading`}</p>;
};

describe('useSyncState', () => {
  it('re-renders when its selection changes, and only then', async () => {
    renders = 0;
    render(<Status />);
    expect(screen.getByText('offline')).toBeTruthy();
    const before = renders;
    await act(async () => store.set({ lastSyncedAt: Date.now(), companyId: 'coA' }));
    expect(renders).toBe(before);
    await act(async () => store.set({ status: 'syncing' }));
    expect(screen.getByText('syncing')).toBeTruthy();
    expect(renders).toBe(before + 1);
  });

  it('sees a change made between its render and its subscription', async () => {
    const ChangeOnMount = () => {
      useEffect(() => store.set({ status: 'synced' }), []);
      return null;
    };
    // A child's effects run before its parent's: the store changes after the parent rendered, before it subscribed.
    const Parent = () => (
      <>
        <p>{useSyncState((state) => state.status)}</p>
        <ChangeOnMount />
      </>
    );
    render(<Parent />);
    await act(async () => {});
    expect(screen.getByText('synced')).toBeTruthy();
  });

  it('selects from the current state when its selector changes, even after changes it did not render', async () => {
    const view = render(<Count kind="product" />);
    expect(screen.getByText('product loading')).toBeTruthy();
    // A category change selects nothing new for the product count: no re-render, and no stale copy kept either.
    await act(async () => store.setList('category', [category('c1'), category('c2')]));
    view.rerender(<Count kind="category" />);
    expect(screen.getByText('category 2')).toBeTruthy();
  });
});
