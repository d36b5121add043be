import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api-result';
import { problemMessage } from '../save-problem';
import { uploadImage } from './uploaded-image';

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'latte.jpg', { type: 'image/jpeg' });

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The promise's rejection, to look at what was thrown. */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the upload should have failed');
    },
    (error: unknown) => error,
  );

describe('uploadImage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the stored file names', async () => {
    const image = {
      fileName: 'a.webp',
      thumbnailFileName: 'thumb_a.webp',
      url: '/files/co1/a.webp',
      thumbnailUrl: '/files/co1/thumb_a.webp',
      contentType: 'image/webp',
      size: 1024,
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ isSuccess: true, data: image }, 200)),
    );
    await expect(uploadImage('co1', photo())).resolves.toEqual(image);
  });

  it('throws the ApiError of every API call, with the server’s words and field issues', async () => {
    const details = [{ path: 'body.image', message: '10MB 이하의 이미지만 올릴 수 있습니다' }];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ isSuccess: false, error: 'BAD_REQUEST', message: '이미지가 너무 큽니다', details }, 400),
      ),
    );
    const error = await failureOf(uploadImage('co1', photo()));
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && error.status).toBe(400);
    expect(isApiError(error) && error.details).toEqual(details);
    expect(problemMessage(error)).toBe('이미지가 너무 큽니다');
  });

  it('says a lost connection in words, not the browser’s "Failed to fetch"', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failureOf(uploadImage('co1', photo()));
    expect(isApiError(error)).toBe(true);
    expect(problemMessage(error)).toBe(
      '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    );
  });

  it('names the upload when the server answers without a message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Bad Gateway', { status: 502 })),
    );
    expect(problemMessage(await failureOf(uploadImage('co1', photo())))).toBe('이미지를 올리지 못했습니다.');
  });
});
