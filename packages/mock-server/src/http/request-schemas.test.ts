import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectRequestSchemas, renderRequestSchemasModule } from './request-schemas-source.js';

describe('generated request schemas (the MSW adapter validates with them)', () => {
  it('are exactly what the Fastify adapter validates with, from the current contract (else: npm run gen)', async () => {
    const committed = readFileSync(new URL('../generated/request-schemas.ts', import.meta.url), 'utf8');
    const fresh = renderRequestSchemasModule(await collectRequestSchemas());
    expect(committed === fresh, 'src/generated/request-schemas.ts is stale: run npm run gen').toBe(true);
  });
});
