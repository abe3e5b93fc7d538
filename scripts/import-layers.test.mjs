// The import layers of .dependency-cruiser.cjs, proven on a small tree written for the test: each deliberate
// wrong-way import must fail `npm run lint:imports` under its rule, and the right-way ones must pass.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const cli = join(repo, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** path → the relative modules it imports (each written as a file exporting one constant). */
const TREE = {
  'packages/web/src/app/router.ts': ['../features/payments/payments-screen', '../domains/payments/payments'],
  'packages/web/src/features/payments/payments-screen.ts': [
    '../../domains/payments/payments',
    '../../lib/format-date',
    '../../components/ui/button',
  ],
  'packages/web/src/domains/payments/payments.ts': ['../session/api-client', '../../lib/format-date'],
  'packages/web/src/domains/session/api-client.ts': [],
  'packages/web/src/lib/format-date.ts': [],
  'packages/web/src/components/ui/button.ts': [],
  // the wrong ways
  'packages/web/src/lib/upward.ts': ['../domains/payments/payments'],
  'packages/web/src/components/ui/upward-widget.ts': ['../../features/payments/payments-screen'],
  'packages/web/src/domains/session/reaches-payments.ts': ['../payments/payments'],
  'packages/web/src/domains/team/reaches-feature.ts': ['../../features/payments/payments-screen'],
  'packages/web/src/domains/unlisted/thing.ts': [],
  'packages/web/src/features/team/uses-unlisted.ts': ['../../domains/unlisted/thing'],
  'packages/web/src/features/team/reaches-other-feature.ts': ['../payments/payments-screen'],
};

let root;
let violations;

before(() => {
  root = mkdtempSync(join(tmpdir(), 'import-layers-'));
  writeFileSync(join(root, 'tsconfig.base.json'), '{ "compilerOptions": { "strict": true } }\n');
  for (const [path, imports] of Object.entries(TREE)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const lines = imports.map((spec, i) => `import { value as v${i} } from '${spec}';\nvoid v${i};`);
    writeFileSync(join(root, path), `${lines.join('\n')}\nexport const value = 1;\n`);
  }
  const config = join(repo, '.dependency-cruiser.cjs');
  let output;
  try {
    output = execFileSync(process.execPath, [cli, 'packages', '--config', config, '--output-type', 'json'], {
      cwd: root,
      encoding: 'utf8',
    });
  } catch (error) {
    output = error.stdout; // exits non-zero when it finds violations
  }
  violations = JSON.parse(output).summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
});

after(() => rmSync(root, { recursive: true, force: true }));

const web = (path) => `packages/web/src/${path}`;

describe('the web import layers', () => {
  it('let app import features and domains, features import domains, domains import a declared domain', () => {
    const fromGood = violations.filter((v) =>
      /app\/router|features\/payments|domains\/payments\//.test(v.split(' → ')[0]),
    );
    assert.deepEqual(fromGood, []);
  });

  it('refuse the shared layers importing upward', () => {
    assert.ok(
      violations.includes(
        `web-shared-imports-upward: ${web('lib/upward.ts')} → ${web('domains/payments/payments.ts')}`,
      ),
    );
    assert.ok(
      violations.includes(
        `web-shared-imports-upward: ${web('components/ui/upward-widget.ts')} → ${web('features/payments/payments-screen.ts')}`,
      ),
    );
  });

  it('refuse a domain importing a domain it does not declare, a feature or app', () => {
    assert.ok(
      violations.includes(
        `web-domain-imports-undeclared-domain: ${web('domains/session/reaches-payments.ts')} → ${web('domains/payments/payments.ts')}`,
      ),
    );
    assert.ok(
      violations.includes(
        `web-domain-imports-feature-or-app: ${web('domains/team/reaches-feature.ts')} → ${web('features/payments/payments-screen.ts')}`,
      ),
    );
  });

  it('refuse a domain folder that is not declared', () => {
    assert.ok(
      violations.includes(
        `web-domain-unlisted: ${web('features/team/uses-unlisted.ts')} → ${web('domains/unlisted/thing.ts')}`,
      ),
    );
  });

  it('refuse a feature importing another feature', () => {
    assert.ok(
      violations.includes(
        `web-feature-imports-other-feature: ${web('features/team/reaches-other-feature.ts')} → ${web('features/payments/payments-screen.ts')}`,
      ),
    );
  });
});
