import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// Each test runs the real check script in a throw-away copy of the repo layout (this package's real
// package.json and its `gen` flags, a tiny contract, the repo's node_modules linked in), so it can edit,
// stage and commit without touching the working tree. The generator is slow to start, so the types of
// both contract versions are generated once, and each test runs as few checks as its case needs.
const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = join(pkgDir, '..', '..');

const CONTRACT = `openapi: 3.1.0
info: { title: Check fixture, version: '1' }
paths:
  /ping:
    get:
      operationId: ping
      responses:
        '200':
          description: Pong.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pong' }
components:
  schemas:
    Pong:
      type: object
      properties:
        status: { type: string, enum: [ok] }
`;
const EDITED_CONTRACT = CONTRACT.replace(
  'status: { type: string, enum: [ok] }',
  'status: { type: string, enum: [ok] }\n        server_time: { type: string }',
);

let root: string;
let generatedFrom: { original: string; edited: string };
const contractPath = () => join(root, 'openapi', 'openapi.yaml');
const generatedPath = () => join(root, 'packages', 'api-types', 'src', 'generated', 'schema.ts');

/** No inherited GIT_DIR and the like (a git hook sets them), and no repository found above the fixture. */
function fixtureEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, GIT_CEILING_DIRECTORIES: dirname(root) };
  for (const name of ['GIT_DIR', 'GIT_WORK_TREE', 'GIT_INDEX_FILE', 'GIT_OBJECT_DIRECTORY']) delete env[name];
  return env;
}

function run(command: string, args: string[], cwd = root) {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: 'pipe', env: fixtureEnv() });
}

function git(...args: string[]) {
  return run('git', ['-c', 'user.name=Check', '-c', 'user.email=check@example.test', ...args]);
}

/** Writes a contract version and, unless told otherwise, the types `npm run gen` makes from it. */
function writeContract(version: 'original' | 'edited', { regenerate = true } = {}) {
  writeFileSync(contractPath(), version === 'original' ? CONTRACT : EDITED_CONTRACT);
  if (regenerate) writeFileSync(generatedPath(), generatedFrom[version]);
}

function check() {
  const result = spawnSync(process.execPath, ['packages/api-types/scripts/check-generated.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: fixtureEnv(),
  });
  return { status: result.status, out: result.stdout, err: result.stderr };
}

/** What `npm run gen` does: the package's own gen script, run with the CLI from the repo's node_modules. */
function generateWithGenScript(contract: string): string {
  const pkg = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { scripts: { gen: string } };
  const [, input, outputFlag, , ...flags] = pkg.scripts.gen.split('&&')[0]?.trim().split(/\s+/) ?? [];
  expect([input, outputFlag]).toEqual(['../../openapi/openapi.yaml', '-o']);
  const work = mkdtempSync(join(tmpdir(), 'check-generated-gen-'));
  try {
    writeFileSync(join(work, 'openapi.yaml'), contract);
    const cli = join(repoRoot, 'node_modules', 'openapi-typescript', 'bin', 'cli.js');
    execFileSync(process.execPath, [cli, 'openapi.yaml', '-o', 'schema.ts', ...flags], {
      cwd: work,
      stdio: 'pipe',
    });
    return readFileSync(join(work, 'schema.ts'), 'utf8');
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

beforeAll(() => {
  generatedFrom = {
    original: generateWithGenScript(CONTRACT),
    edited: generateWithGenScript(EDITED_CONTRACT),
  };
  expect(generatedFrom.edited).not.toBe(generatedFrom.original);
});

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'check-generated-test-'));
  mkdirSync(join(root, 'openapi'));
  mkdirSync(join(root, 'packages', 'api-types', 'scripts'), { recursive: true });
  mkdirSync(join(root, 'packages', 'api-types', 'src', 'generated'), { recursive: true });
  symlinkSync(join(repoRoot, 'node_modules'), join(root, 'node_modules'));
  copyFileSync(join(pkgDir, 'package.json'), join(root, 'packages', 'api-types', 'package.json'));
  copyFileSync(
    join(pkgDir, 'scripts', 'check-generated.mjs'),
    join(root, 'packages', 'api-types', 'scripts', 'check-generated.mjs'),
  );
  writeContract('original');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('check-generated outside a git checkout', () => {
  it('passes when the types match the contract, and says that git was not compared', () => {
    const result = check();
    expect(result.status).toBe(0);
    expect(result.out).toContain('matches a fresh generation of the contract on disk');
    expect(result.out).toContain('not a git checkout');
  });

  it('fails when the contract was edited without regenerating, or the types are missing', () => {
    writeContract('edited', { regenerate: false });
    const stale = check();
    expect(stale.status).toBe(1);
    expect(stale.err).toContain('check-generated: FAILED:');
    expect(stale.err).toContain('is stale');
    expect(stale.err).toContain('server_time');
    expect(stale.err).toContain('Run `npm run gen`');

    rmSync(generatedPath());
    const missing = check();
    expect(missing.status).toBe(1);
    expect(missing.err).toContain('does not exist');
  });
});

describe('check-generated in a git checkout', () => {
  beforeEach(() => {
    git('init', '-q');
    git('add', '.');
    git('commit', '-q', '--no-verify', '-m', 'fixture');
  });

  it('fails on stale committed types even after `gen` refreshed the working copy (as `npm test` does)', () => {
    writeContract('edited', { regenerate: false });
    git('commit', '-q', '--no-verify', '-am', 'contract without its types');
    writeContract('edited'); // turbo runs `gen` before the test task
    const result = check();
    expect(result.status).toBe(1);
    expect(result.out).toContain('matches a fresh generation of the contract on disk');
    expect(result.err).toContain('The staged packages/api-types/src/generated/schema.ts is stale');
    expect(result.err).toContain('stage both');

    git('add', 'packages/api-types/src/generated/schema.ts');
    const fixed = check();
    expect(fixed.status).toBe(0);
    expect(fixed.out).toContain('the staged contract and types equal the working files');
  });

  it('passes while a regenerated contract edit is not staged yet, comparing the staged pair', () => {
    writeContract('edited');
    const result = check();
    expect(result.status).toBe(0);
    expect(result.out).toContain('the staged types match the staged contract');
  });
});
