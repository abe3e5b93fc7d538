import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Bank } from '../domain/bank/index.js';
import { exportState, importState, StateImportError } from '../domain/setup/index.js';

/** A state file that cannot be loaded: the process stops with this message (server.ts). */
export class StateFileError extends Error {}

/** Written beside the file, then renamed over it: a reader (or a crash) never sees half a state. */
let writes = 0;
const temporaryPath = (path: string) => {
  writes += 1;
  return join(dirname(path), `.${basename(path)}.${process.pid}.${writes}.tmp`);
};

function writeSync(bank: Bank, path: string): void {
  const temporary = temporaryPath(path);
  writeFileSync(temporary, JSON.stringify(exportState(bank)));
  renameSync(temporary, path);
}

/**
 * MOCK_STATE_FILE at start: the bank as the file left it; a missing file is written from the fresh seed.
 * A file of another version (or not a bank state) stops the start with the file's name and both versions.
 */
export function loadStateFile(bank: Bank, path: string): 'loaded' | 'created' {
  if (!existsSync(path)) {
    writeSync(bank, path);
    return 'created';
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new StateFileError(`MOCK_STATE_FILE ${path} is not valid JSON (${(error as Error).message}).`);
  }
  try {
    importState(bank, json);
  } catch (error) {
    if (error instanceof StateImportError)
      throw new StateFileError(`MOCK_STATE_FILE ${path}: ${error.message}`);
    throw error;
  }
  return 'loaded';
}

export type StatePersistence = {
  /** Something may have changed: the file is written once things are quiet for `delayMs` (at most every `maxWaitMs`). */
  changed(): void;
  /** Writes now, synchronously (on SIGTERM/SIGINT, before the process exits). */
  flush(): void;
};

/** Debounced, serialised writes of the whole bank after the requests that change it. */
export function persistState(
  bank: Bank,
  path: string,
  options: { delayMs?: number; maxWaitMs?: number; onError?: (error: unknown) => void } = {},
): StatePersistence {
  const delayMs = options.delayMs ?? 200;
  const maxWaitMs = options.maxWaitMs ?? 2_000;
  let timer: NodeJS.Timeout | null = null;
  let firstChangeAt = 0;
  let writing: Promise<void> = Promise.resolve();
  // After the final synchronous write, a write still queued would put an older state back.
  let flushed = false;
  const write = () => {
    timer = null;
    firstChangeAt = 0;
    const text = JSON.stringify(exportState(bank));
    // One write at a time, in order: the last rename is the newest state.
    writing = writing
      .then(async () => {
        const temporary = temporaryPath(path);
        await writeFile(temporary, text);
        if (flushed) await unlink(temporary);
        else await rename(temporary, path);
      })
      .catch((error: unknown) => options.onError?.(error));
  };
  return {
    changed() {
      const now = Date.now();
      if (firstChangeAt === 0) firstChangeAt = now;
      if (timer) clearTimeout(timer);
      const wait = Math.min(delayMs, Math.max(0, firstChangeAt + maxWaitMs - now));
      timer = setTimeout(write, wait);
      timer.unref();
    },
    flush() {
      if (timer) clearTimeout(timer);
      timer = null;
      flushed = true;
      writeSync(bank, path);
    },
  };
}
