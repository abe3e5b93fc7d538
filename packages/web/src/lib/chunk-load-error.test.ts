import { describe, expect, it } from 'vitest';
import { chunkIdFromSrc, chunkLoadFailureText, parseChunkLoadError } from './chunk-load-error';

describe('parseChunkLoadError', () => {
  it('reads Chromium dynamic-import failures', () => {
    const error = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:4473/assets/dashboard-screen-Bx12.js',
    );
    expect(parseChunkLoadError(error)).toEqual({
      chunkId: 'dashboard-screen-Bx12',
      cause: 'error',
      src: 'http://127.0.0.1:4473/assets/dashboard-screen-Bx12.js',
    });
  });

  it('reads Firefox and Safari failures', () => {
    expect(
      parseChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a-1.js')),
    ).toMatchObject({ chunkId: 'a-1' });
    expect(parseChunkLoadError(new TypeError('Importing a module script failed.'))).toMatchObject({
      chunkId: 'unknown',
      cause: 'error',
    });
  });

  it('reads the classic chunk message with its cause', () => {
    const error = Object.assign(new Error('Loading chunk 42 failed.\n(timeout: https://x.test/42.js)'), {
      name: 'ChunkLoadError',
    });
    expect(parseChunkLoadError(error)).toEqual({
      chunkId: '42',
      cause: 'timeout',
      src: 'https://x.test/42.js',
    });
    expect(parseChunkLoadError(new Error('Loading chunk 7 failed. (missing: /7.js)'))).toMatchObject({
      cause: 'missing',
    });
  });

  it('ignores other errors', () => {
    expect(parseChunkLoadError(new Error('boom'))).toBeNull();
    expect(parseChunkLoadError(undefined)).toBeNull();
    expect(parseChunkLoadError({ status: 404 })).toBeNull();
  });
});

describe('chunkLoadFailureText', () => {
  it("says 'Loading chunk {id} failed' plus the cause", () => {
    expect(chunkLoadFailureText({ chunkId: '42', cause: 'missing', src: '/42.js' })).toEqual({
      title: 'Loading chunk 42 failed',
      cause: '(missing: /42.js)',
    });
  });

  it('names a chunk after its file', () => {
    expect(chunkIdFromSrc('/assets/login-screen-abc.js?v=1')).toBe('login-screen-abc');
  });
});
