#!/usr/bin/env node
// Freshness check for the generated types. It regenerates the types from the contract with exactly the
// options of this package's `gen` script, into a temporary file, and fails (exit 1) when they differ from:
//   1. the generated file on disk, generated from the contract on disk (catches a contract edit without
//      `npm run gen`, uncommitted edits included);
//   2. in a git checkout, the staged generated file, generated from the staged contract. `npm test` runs
//      `gen` before this check (turbo's dependsOn), which rewrites the file on disk, so only this second
//      comparison can catch a stale committed file on a clean clone, or a contract staged without its types.
// It never passes silently: a comparison it cannot make (outside a git checkout) is said so.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const NAME = 'check-generated';

class CheckFailure extends Error {}

/** `openapi-typescript <input> -o <output> ...flags`: the input, the output and every other argument in order. */
function readGenScript() {
  const gen = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')).scripts?.gen ?? '';
  // `gen` may go on after the types (`&& node scripts/gen-json-schemas.mjs`): the first command makes them.
  const [command, ...args] = gen.split('&&')[0].trim().split(/\s+/);
  if (command !== 'openapi-typescript') {
    throw new CheckFailure(
      `the "gen" script of ${pkgDir}/package.json does not run openapi-typescript: "${gen}".`,
    );
  }
  let input;
  let output;
  const flags = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i];
    if (arg === '-o' || arg === '--output') {
      output = args[i + 1];
      i += 1;
    } else if (input === undefined && !arg.startsWith('-')) input = arg;
    else flags.push(arg);
  }
  if (!input || !output) throw new CheckFailure(`cannot find the input and -o output in "gen": "${gen}".`);
  return { input: resolve(pkgDir, input), output: resolve(pkgDir, output), flags };
}

const cliPath = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')),
  'bin/cli.js',
);

/** Runs the generator as `gen` does (same flags, same working directory) and returns what it wrote. */
function generate(contract, outFile, flags) {
  try {
    execFileSync(process.execPath, [cliPath, contract, '-o', outFile, ...flags], {
      cwd: pkgDir,
      stdio: 'pipe',
    });
  } catch (error) {
    const detail = error.stderr?.toString().trim() || error.message;
    throw new CheckFailure(`openapi-typescript could not generate types from ${contract}:\n${detail}`);
  }
  return readFileSync(outFile, 'utf8');
}

function firstDifference(fresh, existing) {
  const a = fresh.split('\n');
  const b = existing.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `first difference at line ${at + 1}:\n  fresh:   ${a[at] ?? '<end of file>'}\n  on file: ${b[at] ?? '<end of file>'}`;
}

function compare(label, fresh, existing, fix) {
  if (fresh !== existing)
    throw new CheckFailure(`${label} is stale.\n${firstDifference(fresh, existing)}\n${fix}`);
}

function git(args, cwd) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function gitRoot() {
  try {
    return git(['rev-parse', '--show-toplevel'], pkgDir).trim();
  } catch {
    return undefined;
  }
}

/** The staged contract (its whole folder, for relative $refs) against the staged generated file. */
function checkStaged(root, contract, generated, flags, work) {
  const contractDir = relative(root, dirname(contract));
  const contractFile = relative(root, contract);
  const generatedFile = relative(root, generated);
  const tracked = git(['ls-files', '--', contractDir], root).split('\n').filter(Boolean);
  if (!tracked.includes(contractFile)) {
    throw new CheckFailure(`${contractFile} is not tracked by git. Stage it: git add ${contractFile}`);
  }
  let staged;
  try {
    staged = git(['cat-file', 'blob', `:${generatedFile}`], root);
  } catch {
    throw new CheckFailure(`${generatedFile} is not tracked by git. Run \`npm run gen\` and stage it.`);
  }
  const untracked = git(['ls-files', '--others', '--exclude-standard', '--', contractDir], root).trim();
  const unstaged = git(['diff', '--name-only', '--', contractDir, generatedFile], root).trim();
  if (!untracked && !unstaged) return 'the staged contract and types equal the working files';

  const copy = join(work, 'staged');
  git(['checkout-index', `--prefix=${copy}/`, '--', ...tracked], root);
  const fresh = generate(join(copy, contractFile), join(work, 'fresh-staged.ts'), flags);
  compare(
    `The staged ${generatedFile}`,
    fresh,
    staged,
    `It does not match the staged ${contractFile}. Run \`npm run gen\` and stage both: git add ${contractFile} ${generatedFile}`,
  );
  return 'the staged types match the staged contract';
}

/**
 * The JSON schemas `gen` writes beside the types (scripts/gen-json-schemas.mjs), against a fresh rendering of
 * the contract on disk and, in a git checkout, the staged file against the staged contract.
 */
async function checkJsonSchemas(contract, root) {
  const generator = join(pkgDir, 'scripts', 'gen-json-schemas.mjs');
  if (!existsSync(generator))
    return 'no gen-json-schemas.mjs beside this script, so no JSON schemas were compared';
  const { renderJsonSchemas, JSON_SCHEMAS_FILE } = await import(generator);
  const file = join(pkgDir, JSON_SCHEMAS_FILE);
  if (!existsSync(file)) throw new CheckFailure(`${file} does not exist. Run \`npm run gen\`.`);
  compare(
    file,
    renderJsonSchemas(readFileSync(contract, 'utf8')),
    readFileSync(file, 'utf8'),
    `It does not match the contract on disk. Run \`npm run gen\` (and commit the result).`,
  );
  if (root === undefined) return `${JSON_SCHEMAS_FILE} matches the contract on disk (git not compared)`;
  const contractFile = relative(root, contract);
  const schemasFile = relative(root, file);
  let stagedSchemas;
  try {
    stagedSchemas = git(['cat-file', 'blob', `:${schemasFile}`], root);
  } catch {
    throw new CheckFailure(`${schemasFile} is not tracked by git. Run \`npm run gen\` and stage it.`);
  }
  compare(
    `The staged ${schemasFile}`,
    renderJsonSchemas(git(['cat-file', 'blob', `:${contractFile}`], root)),
    stagedSchemas,
    `It does not match the staged ${contractFile}. Run \`npm run gen\` and stage both.`,
  );
  return `${JSON_SCHEMAS_FILE} matches the contract on disk and the staged one the staged contract`;
}

async function main() {
  const { input: contract, output: generated, flags } = readGenScript();
  if (!existsSync(contract)) throw new CheckFailure(`the contract ${contract} does not exist.`);
  if (!existsSync(generated)) throw new CheckFailure(`${generated} does not exist. Run \`npm run gen\`.`);

  const work = mkdtempSync(join(tmpdir(), `${NAME}-`));
  try {
    const fresh = generate(contract, join(work, 'fresh.ts'), flags);
    compare(
      generated,
      fresh,
      readFileSync(generated, 'utf8'),
      `It does not match a fresh generation of ${contract}. Run \`npm run gen\` (and commit the result).`,
    );
    console.log(
      `${NAME}: ${relative(process.cwd(), generated)} matches a fresh generation of the contract on disk.`,
    );

    const root = gitRoot();
    if (root === undefined) {
      console.log(`${NAME}: not a git checkout, so the committed files were not compared.`);
    } else {
      console.log(`${NAME}: ${checkStaged(root, contract, generated, flags, work)}.`);
    }
    console.log(`${NAME}: ${await checkJsonSchemas(contract, root)}.`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  if (!(error instanceof CheckFailure)) throw error;
  console.error(`${NAME}: FAILED: ${error.message}`);
  process.exitCode = 1;
}
