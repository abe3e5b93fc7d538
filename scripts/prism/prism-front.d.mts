import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { ContractValidator } from '../../openapi/contract-validator.mjs';

export const REPO: string;
export const SPEC: string;
export const PRISM: string;
export const API_BASE: string;
export function freePort(): Promise<number>;
export function startPrism(options: {
  mode: 'proxy' | 'mock';
  port: number;
  upstream?: string;
  stdio?: 'pipe' | 'inherit';
}): { child: ChildProcess; ready: Promise<ChildProcess> };
export interface ContractViolation {
  method: string | undefined;
  path: string | undefined;
  status: number;
  /** Who found it: Prism's own check, or the strict JSON Schema 2020-12 validator (Ajv). */
  source: 'prism' | 'ajv';
  violations: string;
}
export function loadContractValidator(): ContractValidator;
export function strictViolation(
  validator: ContractValidator,
  answer: { method: string; path: string; status: number; contentType: string | undefined; body: string },
): ContractViolation | null;
export function splitJoinedSetCookie(value: string | string[] | undefined): string[];
export function startFront(options: {
  port: number;
  prismPort: number;
  /** The bank's base (as Prism is given it): file downloads are fetched from it directly, past Prism. */
  upstream?: string;
  /** Default: the contract at openapi/openapi.yaml. */
  validator?: ContractValidator;
}): Promise<Server & { violations: ContractViolation[] }>;
export function upstreamBase(url: string): string;
