#!/usr/bin/env node
// The contract's schemas the browser checks data against before sending it (a bulk payment file's rows), as
// plain JSON Schema (2020-12) with every $ref resolved: written to src/generated/json-schemas.json by
// `npm run gen`, checked for staleness by check-generated.mjs, and turned into validators by the web app
// (@cfworker/json-schema), so the file check and the bank's check read the same rules.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

/** The schemas emitted, by their name in components.schemas. */
export const JSON_SCHEMA_NAMES = ['PaymentBatchRowInput'];

/** Where `gen` writes them, relative to this package. */
export const JSON_SCHEMAS_FILE = 'src/generated/json-schemas.json';

// OpenAPI-only or documentation keywords: not needed to validate, and kept out of the browser bundle.
const DROPPED = new Set(['description', 'examples', 'example', 'discriminator', 'xml', 'externalDocs']);

function resolveRef(contract, ref) {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
  let node = contract;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    if (node === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return node;
}

/** A copy of `schema` with every $ref replaced by its target (siblings of a $ref win over the target's keys). */
function inline(contract, schema, seen) {
  if (Array.isArray(schema)) return schema.map((item) => inline(contract, item, seen));
  if (schema === null || typeof schema !== 'object') return schema;
  let source = schema;
  if (typeof schema.$ref === 'string') {
    if (seen.includes(schema.$ref)) throw new Error(`recursive $ref ${schema.$ref} cannot be inlined`);
    const { $ref, ...siblings } = schema;
    const target = inline(contract, resolveRef(contract, $ref), [...seen, $ref]);
    source = { ...target, ...siblings };
  }
  const out = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key) || key.startsWith('x-')) continue;
    // `properties` maps names to schemas: its keys are never keywords.
    out[key] =
      key === 'properties'
        ? Object.fromEntries(Object.entries(value).map(([name, s]) => [name, inline(contract, s, seen)]))
        : inline(contract, value, seen);
  }
  return out;
}

/** The text of json-schemas.json for a contract's YAML text. */
export function renderJsonSchemas(contractText) {
  const contract = parse(contractText);
  const schemas = {};
  for (const name of JSON_SCHEMA_NAMES) {
    const schema = contract?.components?.schemas?.[name];
    if (!schema) throw new Error(`components.schemas.${name} is not in the contract`);
    schemas[name] = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      ...inline(contract, schema, []),
    };
  }
  return `${JSON.stringify(schemas, null, 2)}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
  const contract = readFileSync(join(pkgDir, '../../openapi/openapi.yaml'), 'utf8');
  writeFileSync(join(pkgDir, JSON_SCHEMAS_FILE), renderJsonSchemas(contract));
}
