/** `npm run gen -w @portal/mock-server`: writes src/generated/request-schemas.ts from openapi/openapi.yaml. */
import { writeFileSync } from 'node:fs';
import { collectRequestSchemas, renderRequestSchemasModule } from '../src/http/request-schemas-source.js';

const target = new URL('../src/generated/request-schemas.ts', import.meta.url);
writeFileSync(target, renderRequestSchemasModule(await collectRequestSchemas()));
process.stdout.write(`wrote ${target.pathname}\n`);
