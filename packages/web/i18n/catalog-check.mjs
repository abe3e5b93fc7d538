// The catalogs cannot rot: `node i18n/catalog-check.mjs` (in the web app's lint) fails when the code has a text
// the catalogs lack (or they keep one the code dropped), when German or French lacks a translation, or when a
// translation loses a placeholder of its English text. Extraction is Lingui's own, into a scratch copy.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const PO = require('pofile');
const webDir = fileURLToPath(new URL('..', import.meta.url));
/** The languages people read besides the source (the pseudo-language is generated, never translated). */
const TRANSLATED = ['de-DE', 'fr-FR'];

/** `{name}`, `{count, plural, …}` and `<0>` in a message: what a translation must keep. */
export function placeholders(message) {
  const names = [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((match) => `<${match[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

const readCatalog = (path) => PO.parse(readFileSync(path, 'utf8'));

/** Missing and broken translations in a locales directory (`<dir>/<locale>/<catalog>.po`). */
export function translationProblems(localesDir, locales = TRANSLATED) {
  const problems = [];
  for (const locale of locales) {
    for (const file of readdirSync(join(localesDir, locale)).filter((name) => name.endsWith('.po'))) {
      for (const item of readCatalog(join(localesDir, locale, file)).items) {
        const translation = item.msgstr.join('');
        const where = `${locale}/${file}: ${JSON.stringify(item.msgid)}`;
        if (!translation) problems.push(`missing translation in ${where}`);
        else if (placeholders(translation).join() !== placeholders(item.msgid).join())
          problems.push(`placeholders differ in ${where}: ${JSON.stringify(translation)}`);
      }
    }
  }
  return problems;
}

const msgids = (dir) =>
  new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.po'))
      .map((name) => [
        name,
        readCatalog(join(dir, name))
          .items.map((item) => item.msgid)
          .sort(),
      ]),
  );

/** Texts in the code the catalogs lack, and texts the catalogs keep that the code no longer has. */
export function staleCatalogProblems() {
  const scratch = mkdtempSync(join(tmpdir(), 'portal-catalogs-'));
  try {
    cpSync(join(webDir, 'src/locales/en-GB'), join(scratch, 'en-GB'), { recursive: true });
    const config = join(scratch, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import config from ${JSON.stringify(join(webDir, 'lingui.config.ts'))};\n` +
        `export default { ...config, rootDir: ${JSON.stringify(webDir)}, locales: ['en-GB'], pseudoLocale: undefined,\n` +
        `  catalogs: config.catalogs.map((c) => ({ ...c, path: c.path.replace('<rootDir>/src/locales', ${JSON.stringify(scratch)}) })) };\n`,
    );
    // The CLI's own entry (its package exports no bin path): two levels up from its API is the package.
    const cli = join(dirname(require.resolve('@lingui/cli/api')), '..', 'lingui.js');
    execFileSync(process.execPath, [cli, 'extract', '--clean', '--config', config], {
      cwd: webDir,
      stdio: 'ignore',
    });
    const committed = msgids(join(webDir, 'src/locales/en-GB'));
    const fresh = msgids(join(scratch, 'en-GB'));
    const problems = [];
    for (const [file, ids] of fresh) {
      const known = new Set(committed.get(file) ?? []);
      const current = new Set(ids);
      for (const id of ids)
        if (!known.has(id)) problems.push(`not in the catalog ${file}: ${JSON.stringify(id)}`);
      for (const id of known)
        if (!current.has(id)) problems.push(`no longer in the code, still in ${file}: ${JSON.stringify(id)}`);
    }
    return problems;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = [...staleCatalogProblems(), ...translationProblems(join(webDir, 'src/locales'))];
  if (problems.length) {
    console.error(
      `${problems.join('\n')}\n\n${problems.length} catalog problems. Run \`npm run extract -w @portal/web\`, then translate.`,
    );
    process.exit(1);
  }
  console.log('catalogs: every text extracted, translated into German and French');
}
