import type { BankAnswer } from './bank-session.js';

/** What a step's body hook knows of its flow so far. */
export interface FlowState {
  /** The answers of the flow's earlier steps, by operation. */
  answers: ReadonlyMap<string, BankAnswer>;
  /** The bodies the flow's earlier steps sent, by operation. */
  sent: ReadonlyMap<string, unknown>;
  /** A TOTP code of the kit's user not sent before, null for a user without a second factor. */
  totpCode: () => Promise<string | null>;
}

/** One request of a flow. */
export interface FlowStep {
  operationId: string;
  /** The operation is about the object an earlier step of the flow created: that step's operationId. */
  on?: string;
  /** Ends that object (delete, cancel, revoke): sent even when a step before it did not succeed. */
  ends?: boolean;
  /** Only a user with a second factor sends it (a challenge for dynamic linking); others skip it. */
  secondFactor?: boolean;
  /** Adjusts the documented example body (a date ahead, the current value sent back). */
  body?: (example: unknown, flow: FlowState) => unknown | Promise<unknown>;
  /** A multipart/form-data body instead of JSON (a file upload). */
  form?: (flow: FlowState) => FormData;
}

/** Operations a client runs in a row on one object: create, act on it, end it, so the bank is left as found. */
export interface Flow {
  name: string;
  steps: FlowStep[];
}
