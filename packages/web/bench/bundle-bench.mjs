#!/usr/bin/env node
// `npm run bench -w @portal/web` (after `npm run build`): the gzip size of the JS the login route loads,
// against a floor app (bench/floor: React + Chakra provider + react-router rendering one button) built
// with the same Vite config (bench/build-floor.mjs). Prints both and the ratio.
// WEB_DIST picks the portal build to measure (default dist).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloor } from './build-floor.mjs';
import { distDir, readManifest, routeFiles, totalGzip } from './route-chunks.mjs';

const floorOut = mkdtempSync(join(tmpdir(), 'portal-floor-'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

try {
  await buildFloor(floorOut);
  const floorManifest = readManifest(floorOut);
  const floorEntry = Object.keys(floorManifest).find((k) => floorManifest[k].isEntry);
  const floorFiles = new Set();
  const walk = (key) => {
    if (floorFiles.has(floorManifest[key].file)) return;
    floorFiles.add(floorManifest[key].file);
    for (const imported of floorManifest[key].imports ?? []) walk(imported);
  };
  walk(floorEntry);
  const floor = totalGzip([...floorFiles], floorOut);

  const dist = process.env.WEB_DIST ?? 'dist';
  const login = routeFiles(readManifest(dist), '/login');
  const portal = totalGzip(login.js, dist);
  const css = totalGzip(login.css, dist);

  console.log(
    [
      '',
      `Bundle: JS the /login route loads (gzip -9, as served precompressed), build ${distDir(dist)}`,
      `  portal /login      ${kB(portal).padStart(10)}  (${login.js.length} files; CSS ${kB(css)} in ${login.css.length} files)`,
      `  floor app          ${kB(floor).padStart(10)}  (${floorFiles.size} files: React + Chakra provider + router + one button)`,
      `  ratio portal/floor ${(portal / floor).toFixed(2).padStart(9)}×   (extra over the floor: ${kB(portal - floor)})`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(floorOut, { recursive: true, force: true });
}
