import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, failure } from '../../lib/api-result';
import { toSaveProblem } from '../../lib/save-problem';
import { renderWithProviders } from '../../testing/render-page';
import { SaveProblemAlert } from './save-problem-alert';

const offline = toSaveProblem(new ApiError(failure(0, 'Failed to fetch', { code: 'NETWORK' })));

describe('SaveProblemAlert (issue 9: a form saved offline)', () => {
  it('says in Korean that the edit is still here, and 다시 시도 sends it again', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<SaveProblemAlert problem={offline} onReload={vi.fn()} onRetry={onRetry} />);
    expect(screen.getByText(/서버에 연결하지 못했습니다/)).toBeInTheDocument();
    expect(screen.getByText(/고친 내용은 이 화면에 그대로 있습니다/)).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다시 시도' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('offers no retry for values the server refused: sending them again would fail the same way', () => {
    const refused = { kind: 'invalid' as const, message: '가격을 확인하세요', fieldIssues: [] };
    renderWithProviders(<SaveProblemAlert problem={refused} onReload={vi.fn()} onRetry={vi.fn()} />);
    expect(screen.queryByRole('button', { name: '다시 시도' })).not.toBeInTheDocument();
  });
});
