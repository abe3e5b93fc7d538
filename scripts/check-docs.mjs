#!/usr/bin/env node
// Keeps docs/ honest (`npm run lint:root`): every relative link in a .md file under docs/ (at any depth) points
// at a file that exists, every rule id of the files in docs/rules/ is defined once across all of them, and every
// rule a comment or test cites ("rule PAY-03", "rules PAY-03, PAY-04") is defined in one of them. It lists every
// problem at once, so links broken by a move of several files are mended in one pass.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ID = '[A-Z]{2,5}-\\d{2}';
/** A rule's definition in a file of docs/rules/: a list item that starts with its id in bold. */
const DEFINITION = new RegExp(`^\\s*[-*] \\*\\*(${ID})\\*\\*`, 'gm');
/** A citation: "rule X-01", or "rules X-01, X-02 and X-03". */
const CITATION = new RegExp(`\\brules? (${ID}(?:(?:, | and |, and )${ID})*)\\b`, 'g');
const CITED_ID = new RegExp(ID, 'g');

/** Folders never read for citations: installed, built or generated output. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  '.git',
  '.turbo',
  'generated',
  'dist',
  'test-results',
  'playwright-report',
  'shots',
  'coverage',
]);
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|yaml|yml|json|css|conf|md)$/;
const SELF = new Set(['check-docs.mjs', 'check-docs.test.mjs']);

/** The Markdown text without fenced code blocks and inline code, where a link is not a link. */
function withoutCode(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`\n]*`/g, '');
}

/** The targets of the inline links, images and reference definitions of a Markdown text, with their line. */
export function linkTargets(markdown) {
  const text = withoutCode(markdown);
  const found = [];
  const push = (target, index) => {
    const line = text.slice(0, index).split('\n').length;
    found.push({ target: target.replace(/^<|>$/g, ''), line });
  };
  for (const match of text.matchAll(/!?\[(?:[^\]\\]|\\.)*\]\(\s*(<[^>]*>|[^)\s]+)(?:\s+"[^"]*")?\s*\)/g)) {
    push(match[1], match.index);
  }
  for (const match of text.matchAll(/^\s*\[[^\]]+\]:\s*(\S+)/gm)) push(match[1], match.index);
  return found;
}

/** Whether a link target leaves the repository's files (a web address, mail, or a place in the same page). */
function isExternal(target) {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('//');
}

/** The Markdown files under dir, at any depth, in a stable order. */
function markdownFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The repository-relative path of a file, with forward slashes. */
function shown(root, file) {
  return relative(root, file).split(sep).join('/');
}

/** Every relative link of the Markdown files under docsDir whose file does not exist. */
function brokenLinks(docsDir, root = dirname(docsDir)) {
  const broken = [];
  for (const file of markdownFiles(docsDir)) {
    for (const { target, line } of linkTargets(readFileSync(file, 'utf8'))) {
      if (isExternal(target)) continue;
      const path = decodeURI(target.split('#')[0].split('?')[0]);
      if (path === '') continue;
      if (!existsSync(resolve(dirname(file), path))) {
        broken.push({ file: shown(root, file), line, target });
      }
    }
  }
  return broken;
}

/** The rule ids a rules file defines, each with the lines it is defined on. */
export function ruleDefinitions(rulesText) {
  const lines = new Map();
  for (const match of rulesText.matchAll(DEFINITION)) {
    const line = rulesText.slice(0, match.index).split('\n').length;
    lines.set(match[1], [...(lines.get(match[1]) ?? []), line]);
  }
  return lines;
}

/** The rule ids a source text cites, with their line. */
export function citations(text) {
  const found = [];
  for (const match of text.matchAll(CITATION)) {
    const line = text.slice(0, match.index).split('\n').length;
    for (const id of match[1].match(CITED_ID)) found.push({ id, line });
  }
  return found;
}

/** The source files under the given folders, skipping installed, built and generated output. */
function sourceFiles(dirs) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('dist-')) walk(join(dir, entry.name));
      } else if (SOURCE_FILE.test(entry.name) && !SELF.has(entry.name)) {
        files.push(join(dir, entry.name));
      }
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return files.sort();
}

/** Every problem of the repository at root, as lines to print; none means the docs hold. */
export function checkDocs(root, { sourceDirs = ['packages', 'openapi', 'scripts'] } = {}) {
  const problems = [];
  const docsDir = join(root, 'docs');
  for (const { file, line, target } of brokenLinks(docsDir, root)) {
    problems.push(`${file}:${line}: broken link ${target}`);
  }
  const rulesDir = join(docsDir, 'rules');
  const rulesFiles = existsSync(rulesDir) ? markdownFiles(rulesDir) : [];
  if (rulesFiles.length === 0) return [...problems, 'docs/rules/: missing'];
  /** Each id with the places it is defined, as "file:line". */
  const defined = new Map();
  for (const file of rulesFiles) {
    for (const [id, lines] of ruleDefinitions(readFileSync(file, 'utf8'))) {
      const places = lines.map((line) => `${shown(root, file)}:${line}`);
      defined.set(id, [...(defined.get(id) ?? []), ...places]);
    }
  }
  for (const [id, places] of defined) {
    if (places.length > 1)
      problems.push(`docs/rules/: ${id} is defined ${places.length} times (${places.join(', ')})`);
  }
  const files = sourceFiles(sourceDirs.map((dir) => join(root, dir)));
  for (const file of files) {
    for (const { id, line } of citations(readFileSync(file, 'utf8'))) {
      if (!defined.has(id)) {
        problems.push(`${shown(root, file)}:${line}: cites rule ${id}, not in docs/rules/`);
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkDocs(root);
  if (problems.length > 0) {
    console.error(`docs check: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log('docs check: every link resolves, every rule id is unique, every cited rule exists');
}
