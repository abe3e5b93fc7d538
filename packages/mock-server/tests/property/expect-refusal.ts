import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A refusal the model expects: its status, and its code and message when the rule names them. */
export type Refusal = { status: number; code?: string; message?: string };

export function expectRefusal(res: LightMyRequestResponse, refusal: Refusal, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(refusal.status);
  const body = res.json();
  if (refusal.code !== undefined) expect(body.code, what).toBe(refusal.code);
  if (refusal.message !== undefined) expect(body.message, what).toBe(refusal.message);
}

/** The answer succeeded with this status, or the test says what the bank said instead. */
export function expectStatus(res: LightMyRequestResponse, status: number, what: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBe(status);
}
