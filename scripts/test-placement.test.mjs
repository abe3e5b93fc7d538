// A unit test sits beside the module it names, so finding one finds the other. In the mock bank, tests that walk
// the bank through a surface (HTTP, MSW, Prism, a model) are not about one module: they live under tests/, named
// after the API area they walk.
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const MODULE_ENDINGS = ['.ts', '.tsx', '.mjs'];

function testFiles(dir) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

/** Test files under `dir` with no module of the same name beside them. */
export function testsWithoutModule(dir) {
  return testFiles(dir)
    .filter((file) => {
      const base = file.replace(/\.test\.tsx?$/, '');
      return !MODULE_ENDINGS.some((ending) => existsSync(base + ending));
    })
    .map((file) => relative(root, file));
}

describe('test placement', () => {
  for (const source of ['packages/mock-server/src', 'packages/api-types/src']) {
    it(`every test in ${source} sits beside the module it names`, () => {
      assert.deepEqual(testsWithoutModule(join(root, source)), []);
    });
  }

  it('finds a test whose module is missing', () => {
    const mock = join(root, 'packages/mock-server/tests/http');
    assert.ok(testsWithoutModule(mock).includes('packages/mock-server/tests/http/payments.test.ts'));
  });
});
