// `npm run docs:api`: the published API reference of the contract, built offline with Redocly's build-docs
// (Redoc) into docs/dist/, which the mock bank serves at /docs. The page Redocly writes loads Redoc from a
// CDN and runs inline scripts and styles; this build makes it a page that runs under a strict CSP
// (script-src 'self', styles from 'self' plus a per-request nonce): Redoc's bundle is served beside the page
// (changed where it would reach another host), every inline script and stylesheet becomes a file, and inline
// style attributes become data attributes the page's own script turns back into styles through the CSSOM.
// Guides written from the contract's data (guides.mjs) are added to the overview first.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describeWithGuides } from './guides.mjs';

/** Where the mock bank serves the reference; the page names its files under it. */
export const DOCS_BASE = '/docs/';
/** Replaced by the server with each answer's CSP nonce (packages/mock-server/src/http/api-docs.ts). */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const require = createRequire(import.meta.url);

/**
 * The guides' tables name a permission, a code or an operation in their first column: kept on one line, so a
 * phone scrolls the table sideways rather than breaking `recipients.manage` in the middle.
 */
const PAGE_CSS =
  '.md-table-wrapper td:first-child code{white-space:nowrap;overflow-wrap:normal;word-break:normal}';

/** The HTML entities React writes into attribute values, decoded. */
const decodeAttribute = (value) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const cssString = (value) => value.replaceAll('\\', '\\\\').replaceAll('"', '\\"');

/** Swaps one required piece of Redocly's output; a release that no longer writes it fails the build. */
function replaceOnce(text, pattern, replacement, what) {
  let found = 0;
  const out = text.replace(pattern, (...match) => {
    found++;
    return typeof replacement === 'function' ? replacement(...match) : replacement;
  });
  if (found !== 1) throw new Error(`Redocly's output: expected one ${what}, found ${found}`);
  return out;
}

/**
 * The page build-docs wrote, made self-contained and CSP-strict: the page and the files it loads, by name.
 * Throws when the page still has anything the policy would refuse or anything from another host.
 */
export function securePage(html) {
  const files = {};
  let page = html;

  // The module script: the definition, the options and the call that hydrates the pre-rendered page.
  page = replaceOnce(
    page,
    /<script type="module">([\s\S]*?)<\/script>/g,
    (_match, body) => {
      let script = replaceOnce(
        body,
        /import\s*\{\s*hydrate\s*\}\s*from\s*"[^"]*redoc\.standalone\.js";/g,
        "import { hydrate } from './redoc.standalone.js';",
        'import of redoc.standalone.js',
      );
      script = replaceOnce(
        script,
        /"disableTelemetry":(true|false)/g,
        '"disableTelemetry":true',
        'disableTelemetry option',
      );
      script = replaceOnce(
        script,
        /\bhydrate\(__redoc_definition/g,
        [
          '// The policy refuses inline style attributes; the build moved them into data-docs-style and the',
          '// CSSOM, which the policy allows, puts them back before React hydrates the page.',
          "for (const element of document.querySelectorAll('[data-docs-style]')) {",
          "  element.style.cssText = element.getAttribute('data-docs-style');",
          "  element.removeAttribute('data-docs-style');",
          '}',
          'hydrate(__redoc_definition',
        ].join('\n      '),
        'hydrate call',
      );
      files['reference.js'] = `${script.trim()}\n`;
      return `<script type="module" src="${DOCS_BASE}reference.js"></script>`;
    },
    'module script',
  );

  // Classic inline scripts (the colour-mode switch that runs before the first paint), each into a file.
  let classic = 0;
  page = page.replace(/<script>([\s\S]*?)<\/script>/g, (_match, body) => {
    const name = `inline-script-${++classic}.js`;
    files[name] = `${body.trim()}\n`;
    return `<script src="${DOCS_BASE}${name}"></script>`;
  });

  // Stylesheets: the page's own and the styles styled-components rendered on the server, into one file.
  const css = [];
  page = page.replace(/<style[^>]*>([\s\S]*?)<\/style>/g, (_match, body) => {
    css.push(body.trim());
    return css.length === 1 ? `<link rel="stylesheet" href="${DOCS_BASE}reference.css" />` : '';
  });
  if (css.length === 0) throw new Error('build-docs output: no stylesheet');

  // Inline style attributes: kept as data attributes, styled by the stylesheet until the script restores them.
  const attributeStyles = new Set();
  page = page.replace(/ style="([^"]*)"/g, (_match, value) => {
    attributeStyles.add(value);
    return ` data-docs-style="${value}"`;
  });
  for (const value of attributeStyles)
    css.push(`[data-docs-style="${cssString(decodeAttribute(value))}"]{${decodeAttribute(value)}}`);
  css.push(PAGE_CSS);
  files['reference.css'] = `${css.join('\n')}\n`;

  // Redoc's bundle from this origin, preloaded while the page parses.
  page = replaceOnce(
    page,
    /<link rel="modulepreload" href="[^"]*redoc\.standalone\.js"[^>]*>/g,
    `<link rel="modulepreload" href="${DOCS_BASE}redoc.standalone.js" />`,
    'modulepreload of redoc.standalone.js',
  );

  // styled-components reads the nonce of its runtime <style> elements from this meta element; the empty icon
  // keeps the browser from asking for a /favicon.ico the server does not have.
  page = replaceOnce(
    page,
    /<head>/g,
    `<head>\n  <meta property="csp-nonce" nonce="${NONCE_PLACEHOLDER}" />\n  <link rel="icon" href="data:," />`,
    '<head>',
  );

  // Links inside the reference go through Redoc's hash router, as the hydrated page writes them.
  page = page.replace(/(<a\b[^>]*?\shref=")\/(?!\/)/g, '$1#/');

  const refused = [
    [/<script(?![^>]*\ssrc=)[^>]*>/, 'an inline script'],
    [/<style[\s>]/, 'an inline stylesheet'],
    [/\sstyle="/, 'an inline style attribute'],
    [/\son[a-z]+="/, 'an inline event handler'],
    [/<(?:script|link|img|iframe|source)\b[^>]*\s(?:src|href)="(?:https?:)?\/\//, 'a file from another host'],
  ];
  for (const [pattern, what] of refused)
    if (pattern.test(page))
      throw new Error(`the reference page still has ${what}: ${page.match(pattern)[0]}`);
  for (const [name, text] of Object.entries(files))
    if (/https?:\/\/cdn\./.test(text)) throw new Error(`${name} still loads from a CDN`);
  return { html: page, files };
}

/** The "API docs by Redocly" badge as a wordmark of this page, in place of the logo Redoc loads from its CDN. */
const REDOCLY_WORDMARK = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="16" viewBox="0 0 64 16">' +
    '<text x="0" y="13" font-family="system-ui, sans-serif" font-size="13" font-weight="600" fill="#0044d4">Redocly</text></svg>',
)}`;

/**
 * Redoc's bundle, changed where it would reach outside this origin or trip the policy: the badge's logo comes
 * from the page itself, and search skips its probe for a search worker, which compiles a function from a
 * string (refused without `unsafe-eval`, so the probe fails anyway) and would run the worker from a blob: URL.
 * Search then indexes on the page itself. Each change must apply exactly once, so an upgrade that moves
 * them fails the build rather than the policy.
 */
export function patchBundle(bundle) {
  let text = bundle;
  for (const logo of ['logo-mini-full.svg', 'logo-mini.svg'])
    text = replaceOnce(
      text,
      new RegExp(`https://cdn\\.redoc\\.ly/redoc/${logo.replaceAll('.', '\\.')}`, 'g'),
      REDOCLY_WORDMARK,
      `Redocly logo ${logo}`,
    );
  text = replaceOnce(
    text,
    /try\{return [A-Za-z_$][\w$]*\._factory\?\?=Function\([A-Za-z_$][\w$]*\),!0\}catch\{return!1\}/g,
    'return!1',
    'search worker probe',
  );
  return text;
}

/** Redocly's CLI and the Redoc bundle it ships (the same version its pre-rendering used). */
function redocly() {
  const root = dirname(require.resolve('@redocly/cli/package.json'));
  const bundle = join(root, 'lib/chunks/redoc.standalone.js');
  if (!existsSync(bundle)) throw new Error(`@redocly/cli no longer ships ${bundle}`);
  return { cli: join(root, 'bin/cli.js'), bundle };
}

export function buildReference({ contract = here('../openapi.yaml'), out = here('dist') } = {}) {
  const started = performance.now();
  const document = parse(readFileSync(contract, 'utf8'));
  document.info = {
    ...document.info,
    description: describeWithGuides(document, readFileSync(here('sign-in.md'), 'utf8')),
  };
  const { cli, bundle } = redocly();
  const work = mkdtempSync(join(tmpdir(), 'portal-api-docs-'));
  try {
    const spec = join(work, 'openapi.json');
    const raw = join(work, 'reference.html');
    writeFileSync(spec, JSON.stringify(document));
    try {
      execFileSync(
        process.execPath,
        [cli, 'build-docs', spec, '--output', raw, '--title', `${document.info.title} reference`],
        {
          cwd: work,
          stdio: ['ignore', 'pipe', 'pipe'],
          // Offline and quiet: no usage report, no update check.
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
            NO_COLOR: '1',
          },
        },
      );
    } catch (error) {
      process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
      throw new Error('redocly build-docs failed');
    }
    const { html, files } = securePage(readFileSync(raw, 'utf8'));
    // Written aside (a git-ignored dist-* folder), then renamed: a server never reads half a reference.
    const next = `${out}-next-${process.pid}`;
    rmSync(next, { recursive: true, force: true });
    mkdirSync(next, { recursive: true });
    writeFileSync(join(next, 'index.html'), html);
    for (const [name, text] of Object.entries(files)) writeFileSync(join(next, name), text);
    writeFileSync(join(next, 'redoc.standalone.js'), patchBundle(readFileSync(bundle, 'utf8')));
    rmSync(out, { recursive: true, force: true });
    renameSync(next, out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { out, ms: Math.round(performance.now() - started) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { out, ms } = buildReference();
  process.stdout.write(`API reference built in ${out} (${ms} ms); the mock bank serves it at /docs\n`);
}
