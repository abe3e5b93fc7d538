#!/usr/bin/env node
// Builds the floor app (bench/floor: React + Chakra provider + router + one button) with the portal's own Vite
// config (only root and outDir changed) into a directory, precompressed like the portal's build, so the
// benchmarks can compare the portal with it: its bundle (bundle-bench.mjs) and, served by the same nginx
// config, its Lighthouse figures (packages/e2e/bench, which runs this file as a command).
//   node packages/web/bench/build-floor.mjs <outDir>      prints <outDir> when done
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webDir = fileURLToPath(new URL('..', import.meta.url));

/** Builds the floor app into `outDir` (emptied first) and writes the .br/.gz siblings nginx serves. */
export async function buildFloor(outDir) {
  await build({
    configFile: join(webDir, 'vite.config.ts'),
    mode: 'demo', // as `npm run build`: the storage secret comes from .env.demo
    root: join(webDir, 'bench', 'floor'),
    logLevel: 'error',
    build: { outDir, emptyOutDir: true },
  });
  execFileSync(process.execPath, [join(webDir, 'deploy', 'precompress.mjs'), outDir], { stdio: 'ignore' });
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('build-floor: give the output directory');
  console.log(await buildFloor(resolve(outDir)));
}
