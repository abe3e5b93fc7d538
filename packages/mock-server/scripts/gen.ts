/**
 * `npm run gen -w @portal/mock-server`: writes, from openapi/openapi.yaml, src/generated/request-schemas.ts
 * (what both adapters validate with) and src/generated/contract-routes.ts (their routes and the public operations).
 */
import { writeFileSync } from 'node:fs';
import { renderContractRoutesModule } from '../src/http/contract-routes-source.js';
import { collectRequestSchemas, renderRequestSchemasModule } from '../src/http/request-schemas-source.js';

const modules: [string, string][] = [
  ['request-schemas.ts', renderRequestSchemasModule(await collectRequestSchemas())],
  ['contract-routes.ts', renderContractRoutesModule()],
];
for (const [name, text] of modules) {
  const target = new URL(`../src/generated/${name}`, import.meta.url);
  writeFileSync(target, text);
  process.stdout.write(`wrote ${target.pathname}\n`);
}
