import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

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
  violations: string;
}
export function splitJoinedSetCookie(value: string | string[] | undefined): string[];
export function startFront(options: {
  port: number;
  prismPort: number;
}): Promise<Server & { violations: ContractViolation[] }>;
export function upstreamBase(url: string): string;
