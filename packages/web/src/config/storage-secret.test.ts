import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_STORAGE_SECRET, storageSecretProblem } from './storage-secret';

const production = { command: 'build', mode: 'production' } as const;

describe('storageSecretProblem', () => {
  it('refuses a production build without a secret, or with a blank one', () => {
    expect(storageSecretProblem(production, undefined)).toMatch(/VITE_STORAGE_SECRET is not set/);
    expect(storageSecretProblem(production, '   ')).toMatch(/VITE_STORAGE_SECRET is not set/);
  });

  it('refuses a production build that uses the public demo secret', () => {
    expect(storageSecretProblem(production, DEMO_STORAGE_SECRET)).toMatch(/public demo secret/);
  });

  it('refuses any other non-demo build mode the same way', () => {
    expect(storageSecretProblem({ command: 'build', mode: 'staging' }, undefined)).toMatch(/staging build/);
  });

  it('accepts a production build with its own secret', () => {
    expect(storageSecretProblem(production, 'a-real-secret')).toBeNull();
  });

  it('lets the explicit demo build and the dev server through', () => {
    expect(storageSecretProblem({ command: 'build', mode: 'demo' }, undefined)).toBeNull();
    expect(storageSecretProblem({ command: 'serve', mode: 'development' }, undefined)).toBeNull();
  });

  it('is the same value as the committed .env.demo', () => {
    const file = readFileSync(resolve(import.meta.dirname, '../../.env.demo'), 'utf8');
    expect(file).toContain(`\nVITE_STORAGE_SECRET=${DEMO_STORAGE_SECRET}\n`);
  });
});
