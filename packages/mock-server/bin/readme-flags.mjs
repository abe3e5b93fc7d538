#!/usr/bin/env node
// `node packages/mock-server/bin/readme-flags.mjs` prints the command's options as the Markdown table of the root
// README ("Mock bank for developers"); bin/mock-server.test.ts fails while the README holds another one.
import { FLAGS } from './flags.mjs';

/** The table, its columns padded as Biome formats Markdown, so `biome check` leaves it as printed. */
function flagsTable() {
  const rows = [
    ['option', 'environment variable', 'default', 'what'],
    ...FLAGS.map((flag) => [
      `\`${flag.value ? `${flag.flag} ${flag.value}` : flag.flag}\``,
      `\`${flag.value ? flag.env : `${flag.env}=${flag.sets}`}\``,
      flag.default,
      flag.description,
    ]),
  ];
  const widths = rows[0].map((_, column) => Math.max(3, ...rows.map((row) => row[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(rows[0]), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}

process.stdout.write(`${flagsTable()}\n`);
