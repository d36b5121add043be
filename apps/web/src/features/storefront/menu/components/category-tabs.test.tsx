import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../../testing/render-page';
import { CategoryTabs } from './category-tabs';

const CATEGORIES = [
  { id: 'coffee', name: '커피' },
  { id: 'tea', name: '차' },
];

describe('CategoryTabs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the strip where it is at the start and keeps the tab of a newly reached section in view', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const view = render(<CategoryTabs categories={CATEGORIES} activeId="coffee" onSelect={() => {}} />, {
      wrapper: TestProviders,
    });
    await screen.findByRole('button', { name: '커피' });
    expect(scrolled).not.toHaveBeenCalled();

    view.rerender(<CategoryTabs categories={CATEGORIES} activeId="tea" onSelect={() => {}} />);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('button', { name: '차' }));
  });
});
