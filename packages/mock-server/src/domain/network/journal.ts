/** Who answered a request: the bank itself, the real API behind it (passthrough), or a recording (replay). */
export type JournalSource = 'bank' | 'upstream' | 'replay';

/**
 * One API request and its answer as the adapter saw them. Bodies and headers are kept as they came (a
 * payload's text, a parsed body, a file's bytes): parsing and redacting them costs only when the journal is
 * read, so recording stays cheap on every request.
 */
export type JournalRecord = {
  id: string;
  /** Wall-clock epoch ms the request arrived (not the bank's clock: the journal is about the network). */
  at: number;
  method: string;
  path: string;
  /** The raw query string without '?' ('' for none). */
  query: string;
  operation: string | null;
  /** Null when no answer was sent (a timeout, a dropped connection). */
  status: number | null;
  durationMs: number;
  source: JournalSource;
  /** The kind of an injected fault that changed this call, else null. */
  fault: string | null;
  requestHeaders: Readonly<Record<string, unknown>>;
  requestBody: unknown;
  responseHeaders: Readonly<Record<string, unknown>>;
  responseBody: unknown;
  /** What a passthrough answer breaks in the contract (absent for the bank's own answers). */
  contractFindings?: readonly unknown[];
};

export type JournalFilter = {
  operation?: string;
  method?: string;
  status?: number;
  /** Epoch ms: entries at or after it. */
  since?: number;
  limit?: number;
};

export type Journal = {
  /** How many entries it keeps; 0: off (nothing is recorded). */
  readonly capacity: number;
  /** Keeps the record itself, not a copy: the caller hands over a new object. */
  add(record: Omit<JournalRecord, 'id'>): void;
  /** Newest first. */
  list(filter?: JournalFilter): JournalRecord[];
  clear(): void;
};

type Kept = Omit<JournalRecord, 'id'>;

/**
 * A ring of the last `capacity` requests: the oldest is overwritten, so memory stays bounded. A record is kept
 * as given, its number beside it: every request adds one, and each object or string kept for 500 requests
 * is work for the garbage collector, so the id is only written out for a reader.
 */
export function createJournal(capacity: number): Journal {
  const size = Math.max(0, Math.trunc(capacity));
  const ring: (Kept | undefined)[] = new Array(size);
  const numbers = new Float64Array(size);
  let next = 0;
  let count = 0;
  let seq = 0;
  return {
    capacity: size,
    add(record) {
      if (size === 0) return;
      seq += 1;
      ring[next] = record;
      numbers[next] = seq;
      next = (next + 1) % size;
      count = Math.min(count + 1, size);
    },
    list(filter = {}) {
      const method = filter.method?.toUpperCase();
      const limit = filter.limit ?? size;
      const out: JournalRecord[] = [];
      for (let i = 1; i <= count && out.length < limit; i++) {
        const at = (next - i + size) % size;
        const record = ring[at];
        if (!record) continue;
        // Entries go in as they are answered, so a slow request's earlier arrival can sit after a later one.
        if (filter.since !== undefined && record.at < filter.since) continue;
        if (filter.operation !== undefined && record.operation !== filter.operation) continue;
        if (method !== undefined && record.method !== method) continue;
        if (filter.status !== undefined && record.status !== filter.status) continue;
        out.push({ id: `req_${numbers[at]}`, ...record });
      }
      return out;
    },
    clear() {
      ring.fill(undefined);
      next = 0;
      count = 0;
    },
  };
}
