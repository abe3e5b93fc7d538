import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PUBLIC_OPERATIONS } from '../generated/contract-routes.js';
import { contractOperations, type OpenApiDocument, SPEC_PATH } from '../http/spec.js';
import { operationHandlers } from './index.js';

describe('operation map', () => {
  const spec = parse(readFileSync(SPEC_PATH, 'utf8')) as OpenApiDocument;
  const operations = contractOperations(spec);

  it('reads the contract', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it('has exactly one handler per operationId of openapi.yaml', () => {
    const ids = operations.map((o) => o.operationId).sort();
    expect(Object.keys(operationHandlers).sort()).toEqual(ids);
  });

  it('treats as public exactly the operations whose security has no bearer token', () => {
    const global = (spec.security as Record<string, unknown>[] | undefined) ?? [];
    const isPublic = (id: string) => {
      for (const item of Object.values(spec.paths)) {
        for (const op of Object.values(item)) {
          if (op && op.operationId === id) {
            const security = (op.security as Record<string, unknown>[] | undefined) ?? global;
            return !security.some((s) => 'bearerAuth' in s);
          }
        }
      }
      return false;
    };
    const expected = operations
      .map((o) => o.operationId)
      .filter(isPublic)
      .sort();
    expect([...PUBLIC_OPERATIONS].sort()).toEqual(expected);
  });
});
