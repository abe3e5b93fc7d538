import { describe, expect, it } from 'vitest';
import { readEnv } from './env';
import { DEMO_STORAGE_SECRET } from './storage-secret';

describe('readEnv', () => {
  it('outside a production bundle, defaults the API base to /api/v1 and the storage secret to the demo one', () => {
    expect(readEnv({ PROD: false } as ImportMetaEnv)).toEqual({
      apiBaseUrl: '/api/v1',
      storageSecret: DEMO_STORAGE_SECRET,
      mock: '',
    });
  });

  it('refuses to start a production bundle without a storage secret', () => {
    expect(() => readEnv({ PROD: true } as ImportMetaEnv)).toThrow(/VITE_STORAGE_SECRET is missing/);
    expect(() => readEnv({ PROD: true, VITE_STORAGE_SECRET: '  ' } as ImportMetaEnv)).toThrow();
  });

  it('takes the configured values', () => {
    const source = {
      PROD: true,
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

  it("takes the deployment's API base over the build's", () => {
    const source = { PROD: false, VITE_API_BASE_URL: 'https://bank.example/api/v1' } as ImportMetaEnv;
    expect(readEnv(source, 'https://api.staging.example/api/v1').apiBaseUrl).toBe(
      'https://api.staging.example/api/v1',
    );
  });
});
