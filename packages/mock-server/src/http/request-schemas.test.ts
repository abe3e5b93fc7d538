import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { collectRequestSchemas, renderRequestSchemasModule } from './request-schemas-source.js';

describe('generated request schemas (both adapters validate with them)', () => {
  it('match the current contract, as fastify-openapi-glue converts it (else: npm run gen)', async () => {
    const committed = readFileSync(new URL('../generated/request-schemas.ts', import.meta.url), 'utf8');
    const fresh = renderRequestSchemasModule(await collectRequestSchemas());
    expect(committed === fresh, 'src/generated/request-schemas.ts is stale: run npm run gen').toBe(true);
  });
});
