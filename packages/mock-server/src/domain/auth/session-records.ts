/** The simulator's records of sign-in sessions: access tokens, refresh-token families, login challenges. */

export type AccessToken = { userRef: string; familyId: string; expiresAt: number };

export type RefreshFamily = {
  id: string;
  userRef: string;
  current: string;
  /** The token replaced by the last rotation, honoured once within the grace window. */
  previous: string | null;
  rotatedAt: number;
  previousGraceUsed: boolean;
  createdAt: number;
  lastUsedAt: number;
  revoked: boolean;
};

export type LoginChallenge = {
  ref: string;
  userRef: string;
  expiresAt: number;
  failures: number;
  used: boolean;
};
