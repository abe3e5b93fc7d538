import { describe, expect, it, vi } from 'vitest';

describe('zod-csp', () => {
  it('makes every schema built afterwards jitless: no eval probe, no compiled parser', async () => {
    vi.resetModules();
    await import('./zod-csp');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    // Classic zod, which compiles object parsers (zod/mini never does).
    const { z } = await import('zod');
    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ email: z.string(), keepSignedIn: z.boolean() });
    expect(schema.parse({ email: 'ada@northwind.test', keepSignedIn: true })).toEqual({
      email: 'ada@northwind.test',
      keepSignedIn: true,
    });
    expect(compile).not.toHaveBeenCalled();
    compile.mockRestore();
  });
});
