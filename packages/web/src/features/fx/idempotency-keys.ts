/**
 * Idempotency keys of one quote's executions. The same request body always gets the same key, so a double
 * click or a retry after a lost answer executes once; a different body (another 2FA code after a wrong one)
 * is a new request and gets a new key, since the bank would refuse a reused key with another body.
 */
export function createIdempotencyKeys(newKey: () => string = () => crypto.randomUUID()) {
  const keys = new Map<string, string>();
  return {
    keyFor(body: Record<string, unknown>): string {
      const id = JSON.stringify(
        Object.keys(body)
          .sort()
          .map((name) => [name, body[name]]),
      );
      let key = keys.get(id);
      if (!key) {
        key = newKey();
        keys.set(id, key);
      }
      return key;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;
