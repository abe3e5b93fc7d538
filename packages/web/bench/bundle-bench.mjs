#!/usr/bin/env node
// `npm run bench -w @portal/web` (after `npm run build`): the gzip size of the JS the login route loads,
// against a floor app (bench/floor: React + Chakra provider + react-router rendering one button) built
// with the same Vite config (bench/build-floor.mjs). Prints both, the ratio and whether it meets the goal.
// WEB_DIST picks the portal build to measure (default dist).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildFloor } from './build-floor.mjs';
import { distDir, readManifest, routeFiles, totalGzip } from './route-chunks.mjs';

const floorOut = mkdtempSync(join(tmpdir(), 'portal-floor-'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
/** The goal for the login route's JS against the floor app's (docs/performance.md). */
const LOGIN_GOAL_RATIO = 1.25;

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

  const ratio = portal / floor;
  const goal = ratio <= LOGIN_GOAL_RATIO ? 'met' : `not met, ${kB(portal - LOGIN_GOAL_RATIO * floor)} over`;
  console.log(
    [
      '',
      `Bundle: JS the /login route loads (gzip -9, as served precompressed), build ${distDir(dist)}`,
      `  portal /login      ${kB(portal).padStart(10)}  (${login.js.length} files; CSS ${kB(css)} in ${login.css.length} files)`,
      `  floor app          ${kB(floor).padStart(10)}  (${floorFiles.size} files: React + Chakra provider + router + one button)`,
      `  ratio portal/floor ${ratio.toFixed(2).padStart(9)}×   (extra over the floor: ${kB(portal - floor)})`,
      `login route JS ${kB(portal)} (floor ${kB(floor)}, ratio ${ratio.toFixed(2)}; goal <= ${LOGIN_GOAL_RATIO}x: ${goal})`,
      '',
    ].join('\n'),
  );
} finally {
  rmSync(floorOut, { recursive: true, force: true });
}
