import { describe, expect, it } from 'vitest';
import { ApiError, failure } from './api-result';
import { problemMessage, toSaveProblem } from './save-problem';

describe('toSaveProblem', () => {
  it('reads a 409 as a stale revision with the server message', () => {
    const error = new ApiError(
      failure(409, '서버에서 내용이 변경되어 저장할 수 없습니다', {
        code: 'CONFLICT',
        serverMessage: '서버에서 내용이 변경되어 저장할 수 없습니다',
      }),
    );
    expect(toSaveProblem(error)).toEqual({
      kind: 'conflict',
      message: '서버에서 내용이 변경되어 저장할 수 없습니다',
      fieldIssues: [],
    });
  });

  it('turns server field paths into form paths', () => {
    const details = [
      { path: 'item.kakaoInfo.kakaoChannelId', message: '채널 ID는 @로 시작' },
      { path: 'body.discountRate', message: '할인율을 입력하세요' },
    ];
    const problem = toSaveProblem(new ApiError(failure(400, '입력값이 올바르지 않습니다', { details })));
    expect(problem.kind).toBe('invalid');
    expect(problem.fieldIssues).toEqual([
      { path: 'kakaoInfo.kakaoChannelId', message: '채널 ID는 @로 시작' },
      { path: 'discountRate', message: '할인율을 입력하세요' },
    ]);
  });

  it('keeps any other failure as it is', () => {
    expect(toSaveProblem(new Error('네트워크 오류'))).toMatchObject({
      kind: 'failed',
      message: '네트워크 오류',
    });
  });
});

describe('toSaveProblem with envelopes and lost connections', () => {
  it('reads a failed sync envelope like a thrown ApiError', () => {
    expect(
      toSaveProblem({ isSuccess: false, status: 409, error: '서버에서 내용이 변경되어 저장할 수 없습니다' }),
    ).toMatchObject({ kind: 'conflict', message: '서버에서 내용이 변경되어 저장할 수 없습니다' });
    expect(toSaveProblem({ isSuccess: false, message: '회사 정보 없음', error: '회사 정보 없음' })).toEqual({
      kind: 'failed',
      message: '회사 정보 없음',
      fieldIssues: [],
    });
  });

  it("reads what fetch itself throws as a lost connection, in every browser's words", () => {
    for (const words of [
      'Failed to fetch',
      'NetworkError when attempting to fetch resource.',
      'Load failed',
    ]) {
      expect(problemMessage(new TypeError(words))).toMatch(/^서버에 연결하지 못했습니다/);
    }
    expect(problemMessage(new DOMException('signal timed out', 'TimeoutError'))).toMatch(/^서버가 제때/);
    expect(problemMessage(new DOMException('aborted', 'AbortError'))).toBe('요청이 취소되었습니다.');
  });

  it("uses the screen's own words for an error that is not a failed call", () => {
    expect(problemMessage(new Error('401 Unauthorized'), '주소를 찾지 못했습니다.')).toBe(
      '주소를 찾지 못했습니다.',
    );
    expect(problemMessage(new TypeError('Failed to fetch'), '주소를 찾지 못했습니다.')).toMatch(
      /^서버에 연결/,
    );
  });

  it('never shows a raw network error', () => {
    const offline = new ApiError(failure(0, 'Failed to fetch', { code: 'NETWORK' }));
    expect(toSaveProblem(offline).message).toMatch(/^서버에 연결하지 못했습니다/);
    expect(toSaveProblem({ isSuccess: false, status: 0, code: 'TIMEOUT', error: 'x' }).message).toMatch(
      /^서버가 제때 답하지 않았습니다/,
    );
  });
});
