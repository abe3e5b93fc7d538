export type { Bank } from './bank.js';
export { changeCount, ledgerChangeCount } from './change-count.js';
export { type Clock, createClock } from './clock.js';
export { type BankConfig, defaultConfig } from './config.js';
export {
  constantTimeEqual,
  hmacSha256,
  pbkdf2,
  randomBase64,
  randomCrockford,
  randomHex,
  randomToken,
  sha256Hex,
} from './crypto/portable.js';
export { requireDateRange } from './date-range.js';
export {
  DomainError,
  FieldErrorBag,
  type FieldErrors,
  notFound,
  unauthenticated,
  validation,
} from './errors.js';
export {
  clientRate,
  convert,
  convertBack,
  FX_CURRENCIES,
  formatRate,
  inverseRate,
  isFxCurrency,
  midRate,
} from './fx-rates.js';
export { idempotent } from './idempotency.js';
export { pathTooDeep } from './json-depth.js';
export { DEFAULT_LOCALE, LOCALES, type Locale, type PerLocale } from './locale.js';
export {
  formatMinor,
  isSupportedCurrency,
  majorToMinor,
  minorUnits,
  parsePositiveAmount,
  SUPPORTED_CURRENCIES,
} from './money.js';
export { type Page, type PerPage, paginate } from './paginate.js';
export { createRng, hash32, type Rng } from './prng.js';
export {
  consume,
  FORGOT_PASSWORD_LIMIT,
  generalLimit,
  INVITATION_LIMIT,
  type Quota,
  quotaHeaders,
  type RateRule,
  RESET_LINK_CHECK_LIMIT,
  RESET_PASSWORD_LIMIT,
  VERIFICATION_LIMIT,
} from './rate-limits.js';
export {
  COUNTRIES,
  KYC_DOCUMENT_TYPES,
  MAX_UPLOAD_BYTES,
  PAYMENT_REFERENCES,
  searchCompanies,
} from './resources.js';
export {
  createEmptyStore,
  type FailureRecord,
  type IdempotencyEntry,
  newRef,
  nextSeq,
  type RateWindow,
  type Store,
  type StoredResponse,
} from './store.js';
export {
  BANK_TIMEZONE,
  FX_WINDOW,
  isBusinessDay,
  nextBusinessDay,
  nextOpening,
  openWindow,
  PAYMENT_WINDOW,
  type TimeWindowDef,
  todayIn,
  windowOn,
} from './time-window.js';
export {
  addFxTrade,
  addLedgerEntry,
  addMembership,
  addPayment,
  addPaymentBatch,
  moveToLedgerEnd,
  removeMembership,
  setFxTradeStatus,
  setPaymentBatchStatus,
  setPaymentStatus,
  setTransactionStatus,
} from './watched-writes.js';
export { addDays, isValidDate, zonedDate, zonedParts, zonedToUtc } from './zoned-time.js';
