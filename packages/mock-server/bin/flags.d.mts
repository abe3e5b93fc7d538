/** One option of the command (bin/flags.mjs). */
export interface Flag {
  flag: string;
  env: string;
  /** What the option takes, e.g. `<port>`; null for a switch. */
  value: string | null;
  /** What a switch sets its variable to. */
  sets?: string;
  integer?: boolean;
  path?: boolean;
  default: string;
  description: string;
}

export const FLAGS: Flag[];
export const EXAMPLES: string[];
