import { describe, expect, it } from 'vitest';
import { DEFAULT_API_BASE_URL, DEV_STORAGE_SECRET, readEnv } from './env';

describe('readEnv', () => {
  it('defaults the API base to /api/v1 and the storage secret to the dev secret', () => {
    expect(readEnv({} as ImportMetaEnv)).toEqual({
      apiBaseUrl: DEFAULT_API_BASE_URL,
      storageSecret: DEV_STORAGE_SECRET,
      mock: '',
    });
    expect(DEFAULT_API_BASE_URL).toBe('/api/v1');
  });

  it('takes the configured values', () => {
    const source = {
      VITE_API_BASE_URL: 'https://bank.example/api/v1',
      VITE_STORAGE_SECRET: 's3cret',
      VITE_MOCK: 'msw',
    } as ImportMetaEnv;
    expect(readEnv(source)).toEqual({
      apiBaseUrl: 'https://bank.example/api/v1',
      storageSecret: 's3cret',
      mock: 'msw',
    });
  });
});
