/**
 * The command's parsing, apart from starting the bank so that it can be tested in-process: the arguments become
 * environment variables (what src/http/env.ts reads), or a help text, or a one-line error.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EXAMPLES, FLAGS } from './flags.mjs';

/** A usage mistake: shown as one line, the command exits 2 (the convention for a wrong invocation). */
export class UsageError extends Error {}

const optionName = (flag) => flag.flag.slice(2);

/**
 * What the arguments ask for: `help`, `version`, or `start` with the environment to start the bank in (a copy of
 * `env` with the options applied: an option wins over a variable already set).
 */
export function parseCommand(args, env, cwd) {
  const options = { help: { type: 'boolean', short: 'h' }, version: { type: 'boolean' } };
  for (const flag of FLAGS) options[optionName(flag)] = { type: flag.value ? 'string' : 'boolean' };
  let values;
  try {
    ({ values } = parseArgs({ args, options, strict: true, allowPositionals: false }));
  } catch (error) {
    // Node's messages run on with advice about `--`; their first sentence says what is wrong.
    throw new UsageError(String(error.message).split(/\.\s/)[0]);
  }
  if (values.help) return { action: 'help' };
  if (values.version) return { action: 'version' };
  const next = { ...env };
  for (const flag of FLAGS) {
    const given = values[optionName(flag)];
    if (given === undefined) continue;
    if (flag.integer && !/^\d+$/.test(given)) {
      throw new UsageError(`${flag.flag} takes a whole number, not '${given}'`);
    }
    next[flag.env] = flag.value ? given : flag.sets;
  }
  // npm sets INIT_CWD to the folder it was run from and start.mjs moves into the package, so paths are resolved
  // here, against that folder: the same file whether the command runs by npx, from a script, or by node.
  next.INIT_CWD = env.INIT_CWD ?? cwd;
  for (const flag of FLAGS) {
    if (flag.path && next[flag.env]) next[flag.env] = resolve(next.INIT_CWD, next[flag.env]);
  }
  return { action: 'start', env: next };
}

const plain = (text) => text.replaceAll('`', '');

/** A line broken at spaces to fit a terminal of 110 columns, continued under the column it started in. */
function wrap(line, indent, columns = 110) {
  const lines = [];
  let rest = line;
  while (rest.length > columns) {
    const cut = rest.lastIndexOf(' ', columns);
    if (cut <= indent) break;
    lines.push(rest.slice(0, cut));
    rest = ' '.repeat(indent) + rest.slice(cut + 1);
  }
  lines.push(rest);
  return lines.join('\n');
}

/** Under an option in `--help`: the variable it sets, and what the bank does without it. */
const variable = (flag) =>
  `${flag.value ? flag.env : `${flag.env}=${flag.sets}`} (default: ${flag.default === '—' ? 'none' : plain(flag.default)})`;

/** `--help`: what the command does, each option with its variable and default, and examples. */
export function helpText() {
  const rows = FLAGS.map((flag) => [
    flag.value ? `${flag.flag} ${flag.value}` : flag.flag,
    [plain(flag.description), variable(flag)],
  ]);
  rows.push(['-h, --help', ['this help']], ['--version', ['the API contract version this bank implements']]);
  const indent = 2 + Math.max(...rows.map(([flag]) => flag.length)) + 2;
  const option = ([flag, lines]) =>
    lines.map((line, i) => wrap((i === 0 ? `  ${flag}` : '').padEnd(indent) + line, indent)).join('\n');
  return [
    'Usage: npx @portal/mock-server [options]',
    '',
    "The portal's mock bank: the API on http://127.0.0.1:4000/api/v1, the control page on /__mock/.",
    'Each option sets its environment variable (and wins over one already set); relative file paths are',
    'resolved against the folder the command is run from.',
    '',
    'Options:',
    ...rows.map(option),
    '',
    'Examples:',
    ...EXAMPLES.map((example) => `  ${example}`),
    '',
  ].join('\n');
}

/** `--version`: the contract's `info.version`, which is what a client of the bank cares about. */
export function versionText() {
  const contract = readFileSync(fileURLToPath(import.meta.resolve('@portal/openapi/openapi.yaml')), 'utf8');
  const version = /^info:\n(?:[ ]{2}.*\n)*?[ ]{2}version: *['"]?([^'"\n]+)/m.exec(contract)?.[1] ?? 'unknown';
  return `@portal/mock-server (API contract ${version.trim()})\n`;
}
