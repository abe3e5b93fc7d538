import type { components } from '@portal/api-types/schema';

type S = components['schemas'];

/** An API key as the bank keeps it: the secret only as its SHA-256 hash (hex). */
export type ApiKeyRecord = {
  ref: S['ApiKeyRef'];
  orgRef: S['OrganizationRef'];
  name: string;
  /** The secret's first characters (`nwk_` and eight), shown to tell keys apart. */
  prefix: string;
  secretHash: string;
  scopes: S['ApiKeyScope'][];
  createdAt: number;
  createdBy: S['UserRef'];
  /** The creator's name when the key was made (the list shows it after they leave). */
  createdByName: string;
  expiresAt: number | null;
  lastUsedAt: number | null;
  revokedAt: number | null;
};
