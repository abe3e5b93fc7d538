/**
 * `npm start -w @portal/mock-server`: runs src/http/server.ts bundled by esbuild. Loading ~140 TypeScript
 * modules one by one through tsx's loader took longer than the whole start should. npm packages stay
 * external (Node loads them as usual); the workspace's own TypeScript (this package, @portal/api-types) is
 * bundled, again only when one of the bundle's inputs changed since. `npm run dev` runs the sources with tsx watch.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const outfile = here('../dist/server.mjs');
const inputsFile = here('../dist/server.inputs.json');
const packageRoot = here('..');

const mtime = (path) => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return Number.POSITIVE_INFINITY;
  }
};

/** The bundle is current when it is newer than every file it was made from, this script and package.json included. */
function bundleIsCurrent() {
  const built = mtime(outfile);
  if (!Number.isFinite(built)) return false;
  try {
    const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
    return inputs.every((path) => mtime(path) < built);
  } catch {
    return false;
  }
}

async function bundle() {
  const { build } = await import('esbuild');
  const pkg = JSON.parse(readFileSync(here('../package.json'), 'utf8'));
  // otplib has no exports map, so its `otplib/core` subpath only resolves when bundled.
  const bundled = (name) => name.startsWith('@portal/') || name === 'otplib';
  const external = Object.keys(pkg.dependencies).filter((name) => !bundled(name));
  const result = await build({
    entryPoints: [here('../src/http/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [...external, ...external.map((name) => `${name}/*`)],
    // Bundled CommonJS (otplib) calls require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    // No source map: Node parsing one at start cost about as much as the rest of the load. The bundle is
    // readable (not minified, each module under a `// src/…` comment); `npm run dev` runs the sources.
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  // Written aside, then renamed: a second `npm start` running at the same time never reads half a bundle.
  const temporary = `${outfile}.${process.pid}.tmp`;
  mkdirSync(dirname(outfile), { recursive: true });
  writeFileSync(temporary, result.outputFiles[0].contents);
  renameSync(temporary, outfile);
  const inputs = Object.keys(result.metafile.inputs).map((path) =>
    fileURLToPath(new URL(path, `file://${process.cwd()}/`)),
  );
  inputs.push(here('../package.json'), here('./start.mjs'));
  writeFileSync(inputsFile, JSON.stringify(inputs));
}

if (!bundleIsCurrent()) await bundle();
process.chdir(packageRoot);
await import(outfile);
