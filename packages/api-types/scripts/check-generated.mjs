#!/usr/bin/env node
// Fails when the committed generated types differ from a fresh generation of the committed contract.
// It compares HEAD with HEAD (not the working tree), so the result does not depend on whether `gen`
// already ran in this pipeline; the generator's flags are read from this package's own `gen` script.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const git = (...args) => execFileSync('git', args, { cwd: pkgDir, encoding: 'utf8' });

let repoRoot;
try {
  repoRoot = git('rev-parse', '--show-toplevel').trim();
  git('rev-parse', '--verify', 'HEAD');
} catch {
  console.log('check-generated: not a git checkout with commits; nothing to compare.');
  process.exit(0);
}

const genScript = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).scripts.gen;
const [, input, , output, ...flags] = genScript.split(/\s+/); // openapi-typescript <input> -o <output> ...flags
const inputFromRoot = relative(repoRoot, join(pkgDir, input));
const outputFromRoot = relative(repoRoot, join(pkgDir, output));

const work = mkdtempSync(join(tmpdir(), 'check-generated-'));
try {
  execFileSync('sh', ['-c', `git archive HEAD openapi | tar -x -C "${work}"`], { cwd: repoRoot });
  const fresh = join(work, 'fresh.ts');
  const bin = join(repoRoot, 'node_modules', '.bin', 'openapi-typescript');
  execFileSync(bin, [join(work, inputFromRoot), '-o', fresh, ...flags], { stdio: 'pipe' });
  let committed;
  try {
    committed = git('show', `HEAD:${outputFromRoot}`);
  } catch {
    console.error(`check-generated: ${outputFromRoot} is not committed. Run \`npm run gen\` and commit it.`);
    process.exit(1);
  }
  if (readFileSync(fresh, 'utf8') !== committed) {
    console.error(
      `check-generated: ${outputFromRoot} is stale against ${inputFromRoot}.\n` +
        'Run `npm run gen` and commit the contract and the generated types together.',
    );
    process.exit(1);
  }
  console.log(`check-generated: ${outputFromRoot} matches a fresh generation of ${inputFromRoot}.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
