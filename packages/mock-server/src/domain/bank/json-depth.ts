type Frame = { value: unknown; depth: number; up: Frame | null; key: string | number };

/**
 * The path of the first array or object nested `limit` levels deep in a JSON value, or null. Walked with its
 * own stack, not recursion: no depth of input can overflow the call stack here, and once it passes, the
 * recursive code after it (the codec, the schema, hashing, serialising) never meets more than `limit` levels.
 */
export function pathTooDeep(value: unknown, limit: number, rootPath = '$'): string | null {
  const stack: Frame[] = [{ value, depth: 0, up: null, key: '' }];
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const v = frame.value;
    if (v === null || typeof v !== 'object') continue;
    if (frame.depth >= limit) return pathOf(frame, rootPath);
    const up = frame;
    const depth = frame.depth + 1;
    const entries: Iterable<[string | number, unknown]> = Array.isArray(v) ? v.entries() : Object.entries(v);
    for (const [key, item] of entries) stack.push({ value: item, depth, up, key });
  }
  return null;
}

function pathOf(frame: Frame, rootPath: string): string {
  const parts: string[] = [];
  for (let f: Frame | null = frame; f?.up; f = f.up)
    parts.push(typeof f.key === 'number' ? `[${f.key}]` : `.${f.key}`);
  return rootPath + parts.reverse().join('');
}
