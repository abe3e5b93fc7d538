/** Injected faults (control endpoint): the next `count` matching calls answer `status` and/or wait `delayMs`. */
export type Fault = {
  path: string;
  method: string | null;
  status: number | null;
  delayMs: number;
  remaining: number;
};

export function normalisePath(path: string): string {
  const bare = path.split('?')[0] ?? '';
  const stripped = bare.startsWith('/api/v1') ? bare.slice('/api/v1'.length) : bare;
  return stripped.length > 1 ? stripped.replace(/\/+$/, '') : stripped;
}

function matches(pattern: string, path: string): boolean {
  const p = normalisePath(pattern);
  if (p.endsWith('*')) return path.startsWith(p.slice(0, -1));
  return p === path;
}

/** Takes one use of the first fault matching this call, if any. */
export function takeFault(faults: Fault[], method: string, path: string): Fault | null {
  const bare = normalisePath(path);
  const i = faults.findIndex(
    (f) => (f.method === null || f.method === method.toUpperCase()) && matches(f.path, bare),
  );
  if (i < 0) return null;
  const fault = faults[i];
  if (!fault) return null;
  fault.remaining -= 1;
  if (fault.remaining <= 0) faults.splice(i, 1);
  return fault;
}
