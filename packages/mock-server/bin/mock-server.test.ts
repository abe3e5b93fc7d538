import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCommand } from './cli.mjs';
import { FLAGS } from './flags.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const BIN = here('./mock-server.mjs');
const dir = mkdtempSync(join(tmpdir(), 'mock-bin-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The command run to its end, as a developer's shell would. */
function run(args: string[], script = BIN) {
  const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 20_000 });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('the options', () => {
  it('--help lists every option with its environment variable, and examples', () => {
    const { code, stdout } = run(['--help']);
    expect(code).toBe(0);
    for (const flag of FLAGS) {
      expect(stdout).toContain(`  ${flag.value ? `${flag.flag} ${flag.value}` : flag.flag} `);
      expect(stdout).toContain(flag.value ? `${flag.env} (default: ` : `${flag.env}=${flag.sets} (default: `);
    }
    expect(stdout).toMatch(/Examples:\n( {2}npx @portal\/mock-server .+\n){3}/);
    expect(run(['-h']).stdout).toBe(stdout);
  });

  it('has an option for every environment variable the bank reads', () => {
    const source = readFileSync(here('../src/http/env.ts'), 'utf8');
    const read = new Set(
      [...source.matchAll(/env\.(MOCK_\w+|\w+_TTL_SECONDS)/g)].map((match) => String(match[1])),
    );
    expect(read.size).toBeGreaterThan(20);
    const covered = new Set(FLAGS.map((flag) => flag.env));
    expect([...read].filter((name) => !covered.has(name))).toEqual([]);
    // One option per variable and per name, so no two options fight over one setting.
    expect(covered.size).toBe(FLAGS.length);
    expect(new Set(FLAGS.map((flag) => flag.flag)).size).toBe(FLAGS.length);
  });

  it('refuses an unknown option, a missing value and a port that is not a number: one line, exit 2', () => {
    for (const [args, says] of [
      [['--bogus'], "Unknown option '--bogus'"],
      [['--scenario'], "Option '--scenario <value>' argument missing"],
      [['--port', 'abc'], "--port takes a whole number, not 'abc'"],
      [['--no-control=1'], "Option '--no-control' does not take an argument"],
    ] as const) {
      const { code, stdout, stderr } = run([...args]);
      expect(code).toBe(2);
      expect(stdout).toBe('');
      expect(stderr).toBe(`mock-server: ${says} (see --help)\n`);
    }
  });

  it('--version names the API contract the bank implements', () => {
    const { code, stdout } = run(['--version']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^@portal\/mock-server \(API contract \d+\.\d+\.\d+\)\n$/);
  });

  it('sets the variables: an option wins over one already set, a switch sets its value', () => {
    const command = parseCommand(
      ['--port', '4100', '--latency', '100-400', '--no-control', '--insecure-cookies'],
      { MOCK_PORT: '9999', MOCK_SEED: '7', INIT_CWD: '/somewhere' },
      '/elsewhere',
    );
    expect(command).toEqual({
      action: 'start',
      env: {
        MOCK_PORT: '4100',
        MOCK_SEED: '7',
        MOCK_LATENCY: '100-400',
        MOCK_CONTROL: '0',
        MOCK_INSECURE_COOKIES: '1',
        INIT_CWD: '/somewhere',
      },
    });
  });

  it('resolves file paths against the folder npm was run from, or the current one without npm', () => {
    const args = ['--state-file', 'bank.json', '--record', 'out/a.har', '--replay', '/abs/b.har'];
    const viaNpm = parseCommand(args, { INIT_CWD: '/repo/packages/web/src' }, '/repo/packages/web');
    expect(viaNpm.action === 'start' && viaNpm.env).toMatchObject({
      MOCK_STATE_FILE: '/repo/packages/web/src/bank.json',
      MOCK_RECORD: '/repo/packages/web/src/out/a.har',
      MOCK_REPLAY: '/abs/b.har',
    });
    // A variable set without the option is resolved the same way (start.mjs moves into the package folder).
    const plain = parseCommand([], { MOCK_RECORD: 'traffic.har' }, '/home/dev');
    expect(plain.action === 'start' && plain.env).toMatchObject({
      INIT_CWD: '/home/dev',
      MOCK_RECORD: '/home/dev/traffic.har',
    });
  });
});

describe('the README', () => {
  it('holds the options table bin/readme-flags.mjs prints', () => {
    const printed = run([], here('./readme-flags.mjs'));
    expect(printed.code).toBe(0);
    const table = printed.stdout.trimEnd();
    for (const flag of FLAGS) expect(table).toContain(`| \`${flag.flag}`);
    const readme = readFileSync(here('../../../README.md'), 'utf8').split('\n');
    const first = readme.findIndex(
      (line) => line.startsWith('| option ') && line.includes('environment variable'),
    );
    expect(first).toBeGreaterThan(0);
    const last = readme.findIndex((line, i) => i > first && !line.startsWith('|'));
    expect(readme.slice(first, last).join('\n')).toBe(table);
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

describe('the command starts the bank', () => {
  it('with the options given, from the folder it was run in', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, MOCK_PORT: '1', MOCK_SCENARIO: 'approvals-waiting' };
    // As run by node, not npm: paths are then relative to the current folder.
    delete env.INIT_CWD;
    const child = spawn(
      process.execPath,
      [
        BIN,
        '--port',
        String(port),
        '--scenario',
        'low-balance',
        '--latency',
        '3g',
        '--state-file',
        'bank.json',
      ],
      { cwd: dir, env: { ...env, MOCK_LOG: '0' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    // The first start after a source change bundles the bank (scripts/start.mjs) before it listens.
    const listening = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Mock bank listening')) resolve();
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => reject(new Error(`the command exited with ${code}:\n${output}`)));
    });
    try {
      await listening;
      const base = `http://127.0.0.1:${port}`;
      expect(output).toContain(`listening on ${base}/api/v1`);
      expect(output).toContain('scenario low-balance;');
      expect(output).toContain(`state new, kept in ${join(dir, 'bank.json')}`);
      expect(existsSync(join(dir, 'bank.json'))).toBe(true);

      const clock = await fetch(`${base}/__mock/clock`);
      expect(clock.status).toBe(200);
      const latency = await fetch(`${base}/__mock/latency`);
      expect(latency.status).toBe(200);
      expect((await latency.json()).default).toMatchObject({ latency: '3g', min_ms: 300, max_ms: 800 });
    } finally {
      await stop(child);
    }
    expect(child.exitCode ?? child.signalCode).not.toBeNull();
  }, 90_000);
});
