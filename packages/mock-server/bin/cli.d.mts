export class UsageError extends Error {}

export type Command =
  | { action: 'help' }
  | { action: 'version' }
  | { action: 'start'; env: Record<string, string | undefined> };

export function parseCommand(args: string[], env: Record<string, string | undefined>, cwd: string): Command;
export function helpText(): string;
export function versionText(): string;
