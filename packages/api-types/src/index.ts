export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type PortalClient,
  type RefreshedSession,
} from './client';
export { readCookie } from './cookies';
export {
  ApiError,
  type ErrorBody,
  firstFieldMessage,
  GENERIC_ERROR_TEXT,
  getErrorText,
  getFieldErrors,
  SESSION_EXPIRED_TEXT,
  SessionExpiredError,
} from './errors';
export type { components, operations, paths } from './generated/schema';
export { XSRF_COOKIE_NAME, XSRF_HEADER_NAME } from './middleware/xsrf-middleware';
export {
  isTransientFailure,
  localizeNetworkErrors,
  NETWORK_ERROR_TEXTS,
  NetworkError,
  type NetworkFailureKind,
} from './network-errors';
export {
  checkPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULES,
  type PasswordRule,
  type PasswordRuleCheck,
  type PasswordRuleKey,
  passwordRuleErrors,
} from './password-policy';
export type { Reachability } from './request-timeout';
export { singleFlight } from './single-flight';
export { unwrap } from './unwrap';
