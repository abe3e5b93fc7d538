import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { placeholders, translationProblems } from './catalog-check.mjs';

const fixture = (path) => fileURLToPath(new URL(`fixtures/${path}`, import.meta.url));

test('a missing German translation and a lost placeholder or tag are refused', () => {
  assert.deepEqual(translationProblems(fixture('locales'), ['de-DE']), [
    'missing translation in de-DE/portal.po: "Approve"',
    'placeholders differ in de-DE/portal.po: "Sent to {payee}": "Gesendet an {empfaenger}"',
    'placeholders differ in de-DE/portal.po: "Read the <0>terms</0>": "Lesen Sie die Bedingungen"',
  ]);
});

test('placeholders are read from plurals, values and tags alike', () => {
  assert.deepEqual(placeholders('{count, plural, one {# payment to {name}} other {# payments}} <0>see</0>'), [
    '<0>',
    '{count}',
    '{name}',
  ]);
});

test('a text written straight into a screen is refused by the lint', async () => {
  const eslint = new ESLint({ cwd: fileURLToPath(new URL('..', import.meta.url)) });
  const code = readFileSync(fixture('untranslated-literal.tsx'), 'utf8');
  const [result] = await eslint.lintText(code, { filePath: 'src/features/example/greeting.tsx' });
  const refused = result.messages.filter((message) => message.ruleId === 'lingui/no-unlocalized-strings');
  assert.deepEqual(
    refused.map((message) =>
      code.split('\n')[message.line - 1].slice(message.column - 1, message.endColumn - 1),
    ),
    ['"Say hello"', 'Hello there'],
  );
});
