import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const require = createRequire(import.meta.url);

export const SPEC_PATH = require.resolve('@portal/openapi/openapi.yaml');

export type OpenApiDocument = {
  paths: Record<string, Record<string, { operationId?: string } & Record<string, unknown>>>;
} & Record<string, unknown>;

let cached: OpenApiDocument | null = null;

/** YAML parsing costs ~200 ms; a JSON copy keyed by the file's hash makes restarts fast. */
function parseWithCache(text: string): OpenApiDocument {
  const dir = join(tmpdir(), 'portal-mock-server');
  const file = join(dir, `openapi-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
  } catch {
    const doc = parse(text) as OpenApiDocument;
    try {
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, JSON.stringify(doc));
    } catch {
      // A read-only temp dir only costs start-up time.
    }
    return doc;
  }
}

/** The contract, parsed once per process. Callers get a deep copy (fastify-openapi-glue mutates it). */
export function loadSpec(): OpenApiDocument {
  cached ??= parseWithCache(readFileSync(SPEC_PATH, 'utf8'));
  return structuredClone(cached);
}

export type ContractOperation = { operationId: string; method: string; path: string };

export function contractOperations(spec: OpenApiDocument = loadSpec()): ContractOperation[] {
  const out: ContractOperation[] = [];
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (op && typeof op === 'object' && typeof op.operationId === 'string') {
        out.push({ operationId: op.operationId, method: method.toUpperCase(), path });
      }
    }
  }
  return out;
}
