import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { checkDocs, citations, linkTargets, ruleDefinitions } from './check-docs.mjs';

const roots = [];
after(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A small repository on disk: path → text. */
function repo(files) {
  const root = mkdtempSync(join(tmpdir(), 'check-docs-'));
  roots.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const RULES = [
  '# Rules',
  '- **PAY-01** A payment moves money once. [payments.ts](../../packages/app/src/payments.ts)',
  '- **PAY-02** Amounts are decimal strings.',
].join('\n');

test('a repository whose links resolve and whose citations are defined has no problem', () => {
  const root = repo({
    'docs/rules/payments.md': RULES,
    'docs/other.md':
      'See [the rules](rules/payments.md#pay-01), [site](https://example.com) and [top](#top).',
    'packages/app/src/payments.ts': '// One payment per key (rule PAY-01).\nexport const x = 1;\n',
    'packages/app/src/payments.test.ts': "test('amounts (rules PAY-01 and PAY-02)', () => {});\n",
  });
  assert.deepEqual(checkDocs(root), []);
});

test('lists every broken link at once, with its file and line', () => {
  const root = repo({
    'docs/rules/payments.md': `${RULES}\n- **PAY-03** Gone. [old.ts](../../packages/app/src/old.ts)`,
    'docs/other.md': 'Fine: [rules](rules/payments.md).\n\nGone: [moved](../packages/app/src/moved.ts#L3)\n',
    'packages/app/src/payments.ts': '',
  });
  assert.deepEqual(checkDocs(root), [
    'docs/other.md:3: broken link ../packages/app/src/moved.ts#L3',
    'docs/rules/payments.md:4: broken link ../../packages/app/src/old.ts',
  ]);
});

test('reports an id defined twice and a cited id that is not defined', () => {
  const root = repo({
    'docs/rules/payments.md': `${RULES}\n- **PAY-02** Defined again.`,
    'packages/app/src/payments.ts': '// Idempotent (rule PAY-01), idle logout (rules SES-07, PAY-02).\n',
    'openapi/openapi.yaml': 'description: the cut-off (rule FX-09).\n',
  });
  assert.deepEqual(checkDocs(root), [
    'docs/rules/: PAY-02 is defined 2 times (docs/rules/payments.md:3, docs/rules/payments.md:4)',
    'openapi/openapi.yaml:1: cites rule FX-09, not in docs/rules/',
    'packages/app/src/payments.ts:1: cites rule SES-07, not in docs/rules/',
  ]);
});

test('reads no citation in installed, built or generated files', () => {
  const root = repo({
    'docs/rules/payments.md': RULES,
    'packages/app/src/payments.ts': '',
    'packages/app/node_modules/x/index.js': '// rule ZZ-01',
    'packages/app/dist-doc/index.js': '// rule ZZ-02',
    'packages/app/src/generated/schema.ts': '// rule ZZ-03',
  });
  assert.deepEqual(checkDocs(root), []);
});

test('says so when docs/rules/ is missing or holds no rules file', () => {
  assert.deepEqual(checkDocs(repo({ 'docs/other.md': 'Nothing here.' })), ['docs/rules/: missing']);
  assert.deepEqual(checkDocs(repo({ 'docs/rules/notes.txt': 'Not Markdown.' })), ['docs/rules/: missing']);
});

test('reads the rules of every file in docs/rules/ and the links of every .md under docs/, at any depth', () => {
  const root = repo({
    'docs/rules/README.md': '# Rules\n\n[Payments](payments.md) and [FX](fx.md#fx-01). [Gone](team.md)\n',
    'docs/rules/payments.md': RULES,
    'docs/rules/fx.md': '# FX\n\n- **FX-01** Quotes expire. [above](payments.md#payments)\n',
    'docs/rules/old/session.md': '# Session\n\n- **SES-01** [architecture](../../architecture.md)\n',
    'docs/guides/deep/payments.md': 'See [rule PAY-01](../../rules/payments.md) and [rules](../rules.md).\n',
    'packages/app/src/payments.ts': '// rules PAY-02, FX-01 and SES-01; rule TEAM-01\n',
  });
  assert.deepEqual(checkDocs(root), [
    'docs/guides/deep/payments.md:1: broken link ../rules.md',
    'docs/rules/README.md:3: broken link team.md',
    'docs/rules/old/session.md:3: broken link ../../architecture.md',
    'packages/app/src/payments.ts:1: cites rule TEAM-01, not in docs/rules/',
  ]);
});

test('an id defined in two files of docs/rules/ is an error, with both places', () => {
  const root = repo({
    'docs/rules/payments.md': RULES,
    'docs/rules/fx.md': '# FX\n\n- **FX-01** Quotes expire.\n- **PAY-02** In the wrong file.\n',
    'packages/app/src/payments.ts': '',
  });
  assert.deepEqual(checkDocs(root), [
    'docs/rules/: PAY-02 is defined 2 times (docs/rules/fx.md:4, docs/rules/payments.md:3)',
  ]);
});

test('takes links from inline links, images and references, not from code', () => {
  const markdown = [
    'A [link](a.md "title") and ![image](img/b.png) and [spaced](<c d.md>).',
    '`[not](code.md)`',
    '```',
    '[not](fenced.md)',
    '```',
    '[ref]: e.md',
  ].join('\n');
  assert.deepEqual(
    linkTargets(markdown).map(({ target }) => target),
    ['a.md', 'img/b.png', 'c d.md', 'e.md'],
  );
});

test('reads definitions only at the start of a list item, and citations in their documented forms', () => {
  assert.deepEqual(
    [...ruleDefinitions('- **UI-01** x\n  * **UI-02** y\nsee **UI-03** there').keys()],
    ['UI-01', 'UI-02'],
  );
  assert.deepEqual(
    citations('rule AUTH-01; rules SES-01, SES-02 and SES-03\nby rule, not an id: PAY-09').map(
      ({ id }) => id,
    ),
    ['AUTH-01', 'SES-01', 'SES-02', 'SES-03'],
  );
});
