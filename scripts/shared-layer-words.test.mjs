// The web app's bottom layer (components/: the design system; lib/: generic helpers; config/, stores/, theme/)
// speaks of no part of the bank: a file whose name says one belongs in domains/<area>/ or in its feature.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '../packages/web/src');
const SHARED_LAYERS = ['components', 'lib', 'config', 'stores', 'theme'];

/**
 * Words of the product. Money formatting (amounts, currencies, decimals) and dates are not on the list: they
 * are generic to any screen of a banking app, as dates are to a calendar.
 */
const PRODUCT_WORDS = [
  'account',
  'approval',
  'audit',
  'balance',
  'bank',
  'batch',
  'fx',
  'invitation',
  'kyc',
  'lockout',
  'login',
  'logout',
  'member',
  'notification',
  'organization',
  'password',
  'payee',
  'payment',
  'permission',
  'quote',
  'recipient',
  'role',
  'session',
  'sign-in',
  'standing-order',
  'team',
  'totp',
  'trade',
  'transaction',
  'two-factor',
];

/** The product words a path names, as whole words of its kebab-case segments ("roles" names "role"). */
function productWordsIn(path) {
  const words = path.toLowerCase().split(/[^a-z0-9]+/);
  const text = `-${words.join('-')}-`;
  return PRODUCT_WORDS.filter((word) => new RegExp(`-${word}s?-`).test(text));
}

function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(web, join(entry.parentPath, entry.name)));
}

describe('the shared layers of the web app', () => {
  it('find the product words of a path', () => {
    assert.deepEqual(productWordsIn('lib/payee-verification.ts'), ['payee']);
    assert.deepEqual(productWordsIn('components/ui/roles-table.tsx'), ['role']);
    assert.deepEqual(productWordsIn('lib/format-amount.ts'), []);
    assert.deepEqual(productWordsIn('components/ui/controlled-input.tsx'), []);
  });

  it('name no part of the bank', () => {
    const named = SHARED_LAYERS.flatMap((layer) => filesUnder(join(web, layer)))
      .map((path) => ({ path, words: productWordsIn(path) }))
      .filter(({ words }) => words.length > 0);
    assert.deepEqual(named, []);
  });
});
