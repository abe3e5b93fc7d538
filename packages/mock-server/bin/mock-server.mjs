#!/usr/bin/env node
// `npx @portal/mock-server [options]`: the mock bank as a command. The options become the environment variables
// the bank reads (bin/flags.mjs lists them), then the bank starts as `npm start -w @portal/mock-server` starts it.
import { helpText, parseCommand, UsageError, versionText } from './cli.mjs';

let command;
try {
  command = parseCommand(process.argv.slice(2), process.env, process.cwd());
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`mock-server: ${error.message} (see --help)\n`);
  process.exit(2);
}
if (command.action === 'help') process.stdout.write(helpText());
else if (command.action === 'version') process.stdout.write(versionText());
else {
  // The bank reads process.env as it starts.
  Object.assign(process.env, command.env);
  await import('../scripts/start.mjs');
}
