#!/usr/bin/env node
// npm run contract:diff [-- <git ref>] [--all]
// The contract's breaking-change gate (part of `npm test`). It compares openapi/openapi.yaml with its version
// at the merge base with main (or at the given ref), lists every change as breaking or non-breaking, and
// fails when info.version does not follow them: a breaking change needs a new major version, any other
// change at least a new minor or patch version, and every new version a heading in openapi/CHANGELOG.md.
// Without the history to compare with (a shallow clone, no main), it compares with HEAD and says so.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import YAML from 'yaml';
import { canonical, classifyChanges } from './classify-changes.mjs';

export const CONTRACT = 'openapi/openapi.yaml';
export const CHANGELOG = 'openapi/CHANGELOG.md';
/** Lines of each kind printed unless --all is given. */
const SHOWN = 40;

/** MAJOR.MINOR.PATCH with an optional pre-release, or null. */
export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(String(text ?? ''));
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ?? '' };
}

/** Negative, zero or positive as a is older than, the same as or newer than b (semantic versioning). */
export function compareVersions(a, b) {
  for (const part of ['major', 'minor', 'patch']) if (a[part] !== b[part]) return a[part] - b[part];
  if (a.pre === b.pre) return 0;
  if (a.pre === '') return 1;
  if (b.pre === '') return -1;
  return a.pre < b.pre ? -1 : 1;
}

/** The versions a Keep a Changelog file has a heading for (`## [1.1.0] - 2026-12-01`, `## 1.1.0`). */
export function changelogVersions(markdown) {
  const versions = new Set();
  for (const match of String(markdown ?? '').matchAll(
    /^##\s+\[?v?([0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+-]*?)\]?(?:\s|$)/gm,
  )) {
    versions.add(match[1]);
  }
  return versions;
}

/** Canonical texts of the parts of documents seen (a parsed document is never changed). */
const partTexts = new WeakMap();

/** The canonical text of a document but for its info.version, reusing what parts it shares with another. */
function textWithoutVersion(doc) {
  const parts = Object.keys(doc ?? {})
    .sort()
    .map((key) => {
      const value = doc[key];
      if (key === 'info' && value && typeof value === 'object') {
        const { version: _version, ...info } = value;
        return `info:${canonical(info)}`;
      }
      if (value === null || typeof value !== 'object') return `${key}:${canonical(value)}`;
      if (!partTexts.has(value)) partTexts.set(value, canonical(value));
      return `${key}:${partTexts.get(value)}`;
    });
  return parts.join('\n');
}

const line = (change) => `${change.operation}${change.where ? ` ${change.where}` : ''}: ${change.what}`;

/**
 * The verdict on a contract change: oldDoc and newDoc are the parsed contracts, changelog the text of
 * openapi/CHANGELOG.md as it is now, changes (optional) the classified changes when already known. Returns
 * whether it passes, the classified changes and what went wrong.
 */
export function judge({ oldDoc, newDoc, changelog, changes: known = undefined }) {
  const oldVersion = String(oldDoc?.info?.version ?? '');
  const newVersion = String(newDoc?.info?.version ?? '');
  const changed = textWithoutVersion(oldDoc) !== textWithoutVersion(newDoc);
  const changes = changed ? (known ?? classifyChanges(oldDoc, newDoc)) : [];
  const breaking = changes.filter((change) => change.kind === 'breaking');
  const problems = [];
  const before = parseVersion(oldVersion);
  const after = parseVersion(newVersion);
  if (!after) {
    problems.push(`info.version '${newVersion}' is not a semantic version (MAJOR.MINOR.PATCH)`);
  } else if (before) {
    const order = compareVersions(after, before);
    if (order < 0) {
      problems.push(`info.version went back from ${oldVersion} to ${newVersion}`);
    } else if (breaking.length > 0 && after.major <= before.major) {
      problems.push(
        `${breaking.length} breaking change${breaking.length === 1 ? '' : 's'} but info.version ${oldVersion} → ` +
          `${newVersion}: raise the major version (${before.major + 1}.0.0)`,
      );
    } else if (changed && order === 0) {
      problems.push(
        `the contract changed but info.version is still ${oldVersion}: raise the minor version for an ` +
          'addition, the patch version for a fix of wording (the major version for a breaking change)',
      );
    }
  } else if (changed && oldVersion === newVersion) {
    problems.push(`the contract changed but info.version is still '${newVersion}'`);
  }
  if (after && newVersion !== oldVersion && !changelogVersions(changelog).has(newVersion)) {
    problems.push(
      `${CHANGELOG} has no heading for ${newVersion}: add "## [${newVersion}] - YYYY-MM-DD" on top`,
    );
  }
  return {
    ok: problems.length === 0,
    changed,
    changes,
    breaking: breaking.length,
    problems,
    oldVersion,
    newVersion,
  };
}

/** The verdict as the lines to print. */
export function report(verdict, { base = 'the base', all = false } = {}) {
  const lines = [`Contract diff: ${CONTRACT} ${verdict.oldVersion} → ${verdict.newVersion}, against ${base}`];
  if (!verdict.changed) lines.push('  No change to the contract.');
  for (const [kind, title] of [
    ['breaking', 'Breaking changes'],
    ['non-breaking', 'Non-breaking changes'],
  ]) {
    const changes = verdict.changes.filter((change) => change.kind === kind);
    if (changes.length === 0) continue;
    lines.push(`${title} (${changes.length}):`);
    const shown = all ? changes : changes.slice(0, SHOWN);
    for (const change of shown)
      lines.push(`  ${kind === 'breaking' ? 'BREAKING' : 'change  '} ${line(change)}`);
    if (shown.length < changes.length)
      lines.push(`  … ${changes.length - shown.length} more (npm run contract:diff -- --all)`);
  }
  for (const problem of verdict.problems) lines.push(`✘ ${problem}`);
  if (verdict.ok) {
    lines.push(
      verdict.changed
        ? `✔ info.version ${verdict.newVersion} fits the changes and ${CHANGELOG} has its heading`
        : verdict.oldVersion === verdict.newVersion
          ? '✔ unchanged contract, unchanged version'
          : `✔ new version ${verdict.newVersion} with its heading in ${CHANGELOG}`,
    );
  }
  return lines;
}

function git(root, args) {
  try {
    return execFileSync('git', args, {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return null;
  }
}

const short = (root, commit) => (git(root, ['rev-parse', '--short', commit]) ?? commit).trim();

/**
 * The commit to compare with: the given ref, else the merge base of HEAD with main (origin/main when there is
 * no local main), else HEAD itself; with notes on what was missing. Null when there is no commit at all.
 */
export function baseCommit(root, ref) {
  const notes = [];
  const head = git(root, ['rev-parse', '--verify', '--quiet', 'HEAD^{commit}'])?.trim();
  if (ref) {
    const commit = git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])?.trim();
    if (!commit) return { error: `unknown git ref '${ref}'` };
    return { commit, label: `${ref} (${short(root, commit)})`, notes };
  }
  if (!head)
    return { commit: null, label: 'no commit', notes: ['no commit to compare with: nothing to check'] };
  for (const branch of ['main', 'origin/main']) {
    if (!git(root, ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`])) continue;
    const commit = git(root, ['merge-base', 'HEAD', branch])?.trim();
    if (!commit) {
      notes.push(`no merge base of HEAD and ${branch} in this clone (shallow history?)`);
      continue;
    }
    if (commit === head)
      return { commit, label: `HEAD (${short(root, commit)}), the merge base with ${branch}`, notes };
    return { commit, label: `the merge base with ${branch} (${short(root, commit)})`, notes };
  }
  if (notes.length === 0) notes.push('no main or origin/main branch in this clone');
  notes.push('comparing with HEAD instead: changes committed on this branch are not checked');
  return { commit: head, label: `HEAD (${short(root, head)})`, notes };
}

/** Runs the gate in the repository at root; returns the exit code (0 passes, 1 fails, 2 cannot run). */
export function main(argv, { root, log = console.log } = {}) {
  const all = argv.includes('--all');
  const ref = argv.find((arg) => !arg.startsWith('--'));
  const top = git(root, ['rev-parse', '--show-toplevel'])?.trim() ?? root;
  const contractFile = join(top, CONTRACT);
  if (!existsSync(contractFile)) {
    log(`contract diff: no ${CONTRACT} in ${top}`);
    return 2;
  }
  const base = baseCommit(top, ref);
  if (base.error) {
    log(`contract diff: ${base.error}`);
    return 2;
  }
  for (const note of base.notes) log(`note: ${note}`);
  const oldText = base.commit ? git(top, ['show', `${base.commit}:${CONTRACT}`]) : null;
  if (oldText === null) {
    log(`Contract diff: no ${CONTRACT} at ${base.label}: nothing to compare, passes.`);
    return 0;
  }
  const changelogFile = join(top, CHANGELOG);
  const newText = readFileSync(contractFile, 'utf8');
  let verdict;
  try {
    const newDoc = YAML.parse(newText);
    verdict = judge({
      oldDoc: oldText === newText ? newDoc : YAML.parse(oldText),
      newDoc,
      changelog: existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '',
    });
  } catch (error) {
    log(`contract diff: cannot compare ${CONTRACT} with ${base.label}: ${error.message}`);
    return 2;
  }
  for (const text of report(verdict, { base: base.label, all })) log(text);
  return verdict.ok ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const started = performance.now();
  const code = main(process.argv.slice(2), { root: join(dirname(fileURLToPath(import.meta.url)), '../..') });
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
  process.exitCode = code;
}
