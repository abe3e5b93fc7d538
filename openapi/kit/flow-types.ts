import type { BankAnswer } from './bank-session.js';
import type { KitUser } from './sign-in.js';

/** What a step's body hook knows of its flow so far. */
export interface FlowState {
  /** The answers of the flow's earlier steps, by operation. */
  answers: ReadonlyMap<string, BankAnswer>;
  /** The bodies the flow's earlier steps sent, by operation. */
  sent: ReadonlyMap<string, unknown>;
  /** The kit's user (a refusal's body carries their real password, so only what is unknown is refused). */
  user: KitUser;
  /** A TOTP code of the kit's user not sent before, null for a user without a second factor. */
  totpCode: () => Promise<string | null>;
  /** The second member, who approves (--approver), when the run has one. */
  approver: KitUser | null;
  /** A TOTP code of the approver not sent before, null without one. */
  approverTotpCode: () => Promise<string | null>;
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
  /** Fields set on the example before the bank's refs are chosen for it, so the refs agree with them (a currency). */
  terms?: (flow: FlowState) => Record<string, unknown>;
  /** Adjusts the documented example body (a date ahead, the current value sent back). */
  body?: (example: unknown, flow: FlowState) => unknown | Promise<unknown>;
  /** A multipart/form-data body instead of JSON (a file upload). */
  form?: (flow: FlowState) => FormData;
  /** Sent by the approver's session instead of the kit user's. */
  as?: 'approver';
  /** Ends the object only when the flow's own way of ending it was not reached (a recall, had no rejection come). */
  fallback?: boolean;
  /**
   * The request is one a bank must refuse (what it is: 'an unknown invitation token'): passed when refused with
   * a 4xx in the contract's shape, failed when accepted. Every ref in its body is made one the bank cannot know.
   */
  refusal?: string;
  /** The path parameter given a ref the bank cannot know (the object a refusal is about). */
  unknown?: string;
  /** Only a user without a second factor sends it (with one, its wrong code would count toward a lockout). */
  withoutSecondFactor?: boolean;
  /** Path values the flow itself names (a member found by email), in place of the pool's; undefined: none found. */
  pathValues?: (flow: FlowState) => Record<string, string> | undefined;
}

/** Operations a client runs in a row on one object: create, act on it, end it, so the bank is left as found. */
export interface Flow {
  name: string;
  steps: FlowStep[];
  /** It needs a second member who approves (--approver): without one, its steps are skipped, saying so. */
  needsApprover?: boolean;
}
