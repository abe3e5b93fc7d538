#!/usr/bin/env node
// npm drops an optional platform package from package-lock.json when the registry cannot serve it (the
// registry reachable here has no darwin, windows, android or musl builds of Biome and turbo), and `npm ci`
// then refuses the lock ("Missing: … from lock file"). This adds the missing entries with their os, cpu
// and libc, as npm itself writes them; npm never downloads a platform-mismatched optional package, so the
// entries only complete the lock. Run it after `npm install` changes the lock: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = { darwin: 'darwin', win32: 'win32', windows: 'win32', linux: 'linux', android: 'android' };
const CPU = { arm64: 'arm64', x64: 'x64', 64: 'x64' };

/** `@biomejs/cli-darwin-arm64` → { os: darwin, cpu: arm64 }; `@turbo/windows-64` → { os: win32, cpu: x64 }. */
export function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.map((part) => OS[part]).find(Boolean);
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!os || !cpu) return undefined;
  return { os, cpu, libc: parts.includes('musl') ? 'musl' : undefined };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const target = `node_modules/${name}`;
    if (packages[target]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[target] = {
      version,
      cpu: [platform.cpu],
      ...(entry.dev ? { dev: true } : {}),
      ...(platform.libc ? { libc: [platform.libc] } : {}),
      optional: true,
      os: [platform.os],
    };
    added += 1;
    console.log(
      `complete-lockfile: ${target}@${version} (${platform.os} ${platform.cpu}) for ${path || 'root'}`,
    );
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entries added`);
