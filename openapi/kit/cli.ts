// npm run contract:test -- --base-url <url> [--user <email> --password <password> [--totp-secret <base32>]]
//                          [--approver <email> --approver-password <password> --approver-totp-secret <base32>]
//                          [--read-only] [--report <dir>] [--fuzz <count> [--seed <n>]]
// Walks the contract's operations against a bank through Prism's validation proxy and reports each one.
// Exit codes: 0 no violation, 1 a violation, 2 the kit could not run (usage, sign-in, unreachable bank).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { foundViolations, summaryText, writeReport } from './report.js';
import { runKit } from './run-kit.js';
import { SignInError } from './sign-in.js';

const USAGE = `usage: npm run contract:test -- --base-url <url> [options]

  --base-url <url>       the bank's API (with or without /api/v1); or CONTRACT_BASE_URL
  --user <email>         the test user; or CONTRACT_USER (default: the mock bank's ada@northwind.test)
  --password <password>  or CONTRACT_PASSWORD (default: the mock bank's demo password)
  --totp-secret <base32> for a user with two-factor authentication; or CONTRACT_TOTP_SECRET
  --approver <email>     a second member of the organization who approves, with a second factor: the
                         approval flows (the kit's user submits, the approver rejects); or CONTRACT_APPROVER
  --approver-password <password>      or CONTRACT_APPROVER_PASSWORD
  --approver-totp-secret <base32>     or CONTRACT_APPROVER_TOTP_SECRET
  --read-only            safe methods only (plus signing in and out): nothing of the bank's data changes
  --report <dir>         also writes contract-report.json and contract-report.xml (JUnit) there
  --fuzz <count>         property checks after the walk: up to <count> valid and <count> invalid requests
                         generated per operation from the contract's schemas (broken input to safe
                         operations only with --read-only)
  --seed <n>             the generator's seed, to replay a run (default: a new one, printed)`;

/** The mock bank's demo owner: the kit runs against `npm start` with no option but the URL. */
const DEMO_USER = { email: 'ada@northwind.test', password: 'Northwind#2026' };

async function main(): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values } = parsed;
  const env = process.env;
  const baseUrl = values['base-url'] ?? env.CONTRACT_BASE_URL;
  if (values.help || !baseUrl) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const totpSecret = values['totp-secret'] ?? env.CONTRACT_TOTP_SECRET;
  const count = values.fuzz === undefined ? null : Number(values.fuzz);
  const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
  if ((count !== null && !(Number.isInteger(count) && count > 0)) || !Number.isInteger(seed)) {
    console.error(`--fuzz takes a whole number of requests above 0, --seed a whole number\n\n${USAGE}`);
    return 2;
  }
  try {
    const report = await runKit({
      baseUrl,
      readOnly: values['read-only'] === true,
      ...(count === null ? {} : { fuzz: { count, seed } }),
      ...approverOption(values, env),
      user: {
        email: values.user ?? env.CONTRACT_USER ?? DEMO_USER.email,
        password: values.password ?? env.CONTRACT_PASSWORD ?? DEMO_USER.password,
        ...(totpSecret ? { totpSecret } : {}),
      },
    });
    console.log(summaryText(report));
    if (values.report) {
      // npm runs the kit in its own folder: a relative --report is where the command was typed.
      const files = writeReport(report, resolve(process.env.INIT_CWD ?? process.cwd(), values.report));
      console.log(`\nReport: ${files.json}, ${files.junit}`);
    }
    return foundViolations(report) ? 1 : 0;
  } catch (error) {
    if (error instanceof SignInError) console.error(`Could not sign in: ${error.message}`);
    else console.error(`The kit could not run: ${(error as Error).message}`);
    return 2;
  }
}

/** The approver, when an email is given (option or environment). */
function approverOption(values: ReturnType<typeof parse>['values'], env: NodeJS.ProcessEnv) {
  const email = values.approver ?? env.CONTRACT_APPROVER;
  if (!email) return {};
  const totpSecret = values['approver-totp-secret'] ?? env.CONTRACT_APPROVER_TOTP_SECRET;
  return {
    approver: {
      email,
      password: values['approver-password'] ?? env.CONTRACT_APPROVER_PASSWORD ?? '',
      ...(totpSecret ? { totpSecret } : {}),
    },
  };
}

function parse() {
  return parseArgs({
    options: {
      'base-url': { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      'totp-secret': { type: 'string' },
      'read-only': { type: 'boolean' },
      report: { type: 'string' },
      approver: { type: 'string' },
      'approver-password': { type: 'string' },
      'approver-totp-secret': { type: 'string' },
      fuzz: { type: 'string' },
      seed: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
}

process.exitCode = await main();
