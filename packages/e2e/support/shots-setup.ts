import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { SHOTS_DIR } from './shots';

/** A fresh set each run: pictures of states that no longer exist would mislead. */
export default async function shotsSetup(): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const file of readdirSync(SHOTS_DIR)) if (file.endsWith('.png')) rmSync(join(SHOTS_DIR, file));
}
