/** The location carried to /login in router state (`state.from`), if any. */
export function readCarriedFrom(state: unknown): unknown {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  return state.from;
}
