import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';
import { classifyChanges, differDiffs } from './classify-changes.mjs';
import { changelogVersions, judge, main, parseVersion } from './contract-diff.mjs';
import { BREAKING_EDITS, DIFFER_GAP_EDITS, NON_BREAKING_EDITS } from './contract-edits.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const CONTRACT_TEXT = readFileSync(join(ROOT, 'openapi/openapi.yaml'), 'utf8');
const CONTRACT = YAML.parse(CONTRACT_TEXT);
const VERSION = parseVersion(CONTRACT.info.version);
const MAJOR = `${VERSION.major + 1}.0.0`;
const MINOR = `${VERSION.major}.${VERSION.minor + 1}.0`;
const CHANGELOG = (version) =>
  `# Changelog\n\n## [${version}] - 2026-12-01\n\n## [${CONTRACT.info.version}] - 2026-11-29\n`;

/** The real contract with each edit, made once; a version is set on a shallow copy that shares the rest. */
const editedOnce = new Map();
function edited(edit, version = CONTRACT.info.version) {
  if (!editedOnce.has(edit)) {
    const contract = structuredClone(CONTRACT);
    edit?.(contract);
    editedOnce.set(edit, contract);
  }
  const contract = editedOnce.get(edit);
  return { ...contract, info: { ...contract.info, version } };
}

/** The classified changes of each edit, worked out once: the version does not enter them. */
const classified = new Map();
function changesOf(edit) {
  if (!classified.has(edit)) classified.set(edit, classifyChanges(CONTRACT, edited(edit)));
  return classified.get(edit);
}

const verdict = (edit, version, changelog = CHANGELOG(version)) =>
  judge({ oldDoc: CONTRACT, newDoc: edited(edit, version), changelog, changes: changesOf(edit) });

const lines = (changes, kind) =>
  changes
    .filter((change) => change.kind === kind)
    .map((change) => `${change.operation} ${change.where}: ${change.what}`);

test('the unchanged contract passes (rule API-24)', () => {
  const result = judge({ oldDoc: CONTRACT, newDoc: structuredClone(CONTRACT), changelog: '' });
  assert.equal(result.changed, false);
  assert.deepEqual(result.changes, []);
  assert.equal(result.ok, true, result.problems.join('\n'));
});

describe('a breaking edit fails with the same version and passes with a new major version and its changelog heading', () => {
  const expected = {
    'removed response field':
      /^GET \/accounts\/\{account\}\/payments response 200 data\[\]: field removed 'recipient_name'$/,
    'narrowed enum':
      /^GET \/accounts\/\{account\}\/payments query parameter 'status': enum value removed 'settled'$/,
    'new required request body field':
      /^POST \/accounts\/\{account\}\/bank-accounts\/\{bankAccount\}\/payments request body: field 'purpose_code' now required$/,
    'removed operation': /^DELETE \/accounts\/\{account\}\/recipients\/\{recipient\} : operation removed$/,
    'new required query parameter':
      /^GET \/accounts\/\{account\}\/payments : required query parameter 'region' added$/,
    'changed field type':
      /^GET \/accounts\/\{account\}\/payments response 200 meta\.total: type changed integer → string$/,
  };
  for (const [name, edit] of Object.entries(BREAKING_EDITS)) {
    test(name, () => {
      const same = verdict(edit, CONTRACT.info.version, '');
      assert.equal(same.ok, false);
      const breaking = lines(same.changes, 'breaking');
      assert.ok(
        breaking.some((line) => expected[name].test(line)),
        `no breaking change matches ${expected[name]}:\n${breaking.join('\n')}`,
      );
      assert.match(same.problems.join('\n'), /raise the major version/);

      assert.equal(verdict(edit, MINOR).ok, false, 'a minor version is not enough');
      const major = verdict(edit, MAJOR);
      assert.equal(major.ok, true, major.problems.join('\n'));
      const noHeading = verdict(edit, MAJOR, CHANGELOG(CONTRACT.info.version));
      assert.match(noHeading.problems.join('\n'), new RegExp(`CHANGELOG.md has no heading for ${MAJOR}`));
    });
  }
});

describe('a non-breaking edit fails without a new version and passes with a new minor version', () => {
  const expected = {
    'new optional response field':
      /^GET \/accounts\/\{account\}\/payments response 200 data\[\]: field added 'end_to_end_id'$/,
    'new optional query parameter':
      /^GET \/accounts\/\{account\}\/payments : optional query parameter 'min_amount' added$/,
  };
  for (const [name, edit] of Object.entries(NON_BREAKING_EDITS)) {
    test(name, () => {
      const same = verdict(edit, CONTRACT.info.version, '');
      assert.deepEqual(lines(same.changes, 'breaking'), []);
      assert.ok(lines(same.changes, 'non-breaking').some((line) => expected[name].test(line)));
      assert.equal(same.ok, false);
      assert.match(same.problems.join('\n'), /the contract changed but info\.version is still/);
      const minor = verdict(edit, MINOR);
      assert.equal(minor.ok, true, minor.problems.join('\n'));
      assert.equal(verdict(edit, MINOR, '').ok, false, 'a new version needs its changelog heading');
    });
  }
});

test('catches the breaks the differ alone calls non-breaking: a changed response type, an optional response field removed, a new required request field with a default or declared in an allOf part, a field removed from a closed request schema', () => {
  const expected = {
    'changed field type':
      'GET /accounts/{account}/payments response 200 meta.total: type changed integer → string',
    'optional response field removed':
      "GET /accounts/{account}/payments response 200 data[]: field removed 'failure_reason'",
    'new required request field with a default':
      "POST /accounts/{account}/bank-accounts/{bankAccount}/payments request body: field 'purpose_code' now required",
    'new required request field declared in an allOf part':
      "POST /accounts/{account}/bank-accounts/{bankAccount}/payments request body: field 'purpose_code' now required",
    'field removed from a closed request schema':
      "POST /accounts/{account}/bank-accounts/{bankAccount}/payments request body: field removed 'confirm_payee_mismatch'",
  };
  for (const [name, edit] of Object.entries(DIFFER_GAP_EDITS)) {
    const differBreaking = differDiffs(CONTRACT, edited(edit)).filter(
      (diff) => diff.type === 'breaking' && diff.path[0] === 'paths',
    );
    assert.deepEqual(differBreaking, [], `${name}: the differ now sees it; the narrow check may go`);
    assert.ok(lines(changesOf(edit), 'breaking').includes(expected[name]), name);
  }
});

test('a version reads as semantic versioning, and the changelog headings as Keep a Changelog writes them', () => {
  assert.deepEqual(parseVersion('1.2.3'), { major: 1, minor: 2, patch: 3, pre: '' });
  assert.equal(parseVersion('1.2'), null);
  assert.deepEqual(
    [...changelogVersions('## [Unreleased]\n## [2.0.0] - 2026-12-01\n## 1.1.0\n### [9.9.9]\n')],
    ['2.0.0', '1.1.0'],
  );
  const back = judge({
    oldDoc: edited(undefined, '1.2.0'),
    newDoc: edited(undefined, '1.1.9'),
    changelog: '## [1.1.9]',
  });
  assert.match(back.problems.join('\n'), /went back/);
});

describe('the command compares with the merge base with main, or says why it cannot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  after(() => rmSync(dir, { recursive: true, force: true }));
  const repo = join(dir, 'repo');
  const git = (cwd, ...args) =>
    execFileSync(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@t', '-c', 'init.defaultBranch=main', ...args],
      {
        cwd,
        stdio: 'pipe',
      },
    );
  const run = (cwd, argv = []) => {
    const out = [];
    const code = main(argv, { root: cwd, log: (text) => out.push(text) });
    return { code, out: out.join('\n') };
  };
  /** A small contract (what is compared is the git plumbing here, not the contract). */
  const write = (version, { canDelete = true } = {}) => {
    const thing = {
      parameters: [{ name: 'thing', in: 'path', required: true, schema: { type: 'string' } }],
      get: { operationId: 'getThing', responses: { 200: { description: 'The thing.' } } },
    };
    if (canDelete)
      thing.delete = { operationId: 'deleteThing', responses: { 204: { description: 'Deleted.' } } };
    const contract = {
      openapi: '3.1.0',
      info: { title: 'Things', version },
      paths: { '/things/{thing}': thing },
    };
    mkdirSync(join(repo, 'openapi'), { recursive: true });
    writeFileSync(join(repo, 'openapi/openapi.yaml'), YAML.stringify(contract));
    writeFileSync(join(repo, 'openapi/CHANGELOG.md'), `# Changelog\n\n## [${version}] - 2026-12-01\n`);
  };
  mkdirSync(repo);
  git(repo, 'init', '-q');
  write('1.0.0');
  git(repo, 'add', '.');
  git(repo, 'commit', '-qm', 'contract');

  test('on main, unchanged: passes', () => {
    const { code, out } = run(repo);
    assert.equal(code, 0, out);
    assert.match(out, /against HEAD \([0-9a-f]+\), the merge base with main/);
    assert.match(out, /No change to the contract/);
  });

  test('on a branch with a breaking commit: fails against the merge base, passes with a new major version', () => {
    git(repo, 'checkout', '-qb', 'feature');
    write('1.0.0', { canDelete: false });
    git(repo, 'commit', '-qam', 'remove an operation');
    const failed = run(repo);
    assert.equal(failed.code, 1, failed.out);
    assert.match(failed.out, /against the merge base with main/);
    assert.match(failed.out, /BREAKING DELETE \/things\/\{thing\}: operation removed/);
    assert.match(
      failed.out,
      /✘ 1 breaking change but info\.version 1\.0\.0 → 1\.0\.0: raise the major version \(2\.0\.0\)/,
    );
    write('2.0.0', { canDelete: false });
    const passed = run(repo);
    assert.equal(passed.code, 0, passed.out);
    assert.equal(run(repo, ['main']).code, 0, 'the same against an explicit ref');
    assert.equal(run(repo, ['no-such-ref']).code, 2);
    git(repo, 'checkout', '-q', '.');
  });

  test('in a shallow clone without main, or without the history they share: compares with HEAD, says so, and does not fail for the history', () => {
    const clone = join(dir, 'clone');
    git(dir, 'clone', '-q', '--depth', '1', '--branch', 'feature', `file://${repo}`, clone);
    const alone = run(clone);
    assert.equal(alone.code, 0, alone.out);
    assert.match(alone.out, /no main or origin\/main branch in this clone/);
    assert.match(alone.out, /comparing with HEAD instead/);

    git(repo, 'checkout', '-q', 'main');
    writeFileSync(join(repo, 'elsewhere.txt'), 'main moved on\n');
    git(repo, 'add', 'elsewhere.txt');
    git(repo, 'commit', '-qm', 'main moves on');
    git(repo, 'checkout', '-q', 'feature');
    const both = join(dir, 'both');
    git(
      dir,
      'clone',
      '-q',
      '--depth',
      '1',
      '--no-single-branch',
      '--branch',
      'feature',
      `file://${repo}`,
      both,
    );
    const cut = run(both);
    assert.equal(cut.code, 0, cut.out);
    assert.match(cut.out, /no merge base of HEAD and origin\/main in this clone \(shallow history\?\)/);
    assert.match(cut.out, /comparing with HEAD instead/);
  });
});
