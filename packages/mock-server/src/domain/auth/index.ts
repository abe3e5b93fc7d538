export { findUserByEmail, login, requireTotp, signInLocked, verifyLoginCode } from './auth.js';
export { signWithChallenge } from './challenge-code.js';
export { assertNotLocked, CHANGE_PASSWORD_LOCK, clearFailures, recordFailure } from './failure-locks.js';
export {
  changePassword,
  checkNewPassword,
  checkResetLink,
  forgotPassword,
  readNewPassword,
  resetPassword,
  setupPassword,
} from './password-flows.js';
export { hashPassword, verifyPassword } from './passwords.js';
export { changePreferences, DEFAULT_PREFERENCES } from './preferences.js';
export type { AccessToken, LoginChallenge, RefreshFamily } from './session-records.js';
export {
  type Authenticated,
  authenticate,
  bearerUserRef,
  expireAccessTokens,
  type IssuedSession,
  issueSession,
  refreshSession,
  revokeFamily,
  verifyBearer,
} from './tokens.js';
export { currentTotp } from './totp.js';
export { completeSetup, disable, startSetup } from './two-factor.js';
export type { Membership, PasswordResetToken, Role, User } from './user-records.js';
export { newSessionId, originAllowed, xsrfTokenFor, xsrfValid } from './xsrf.js';
