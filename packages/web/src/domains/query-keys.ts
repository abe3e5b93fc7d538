/**
 * Every cache key of the app, one factory per resource. Each key starts with its resource's `all`, so
 * invalidating `xKeys.all` (or a narrower level) reaches every query beneath it; no module writes a key
 * or a prefix by hand. Parameters are the last element, as objects where there are several.
 */

export const paymentKeys = {
  all: ['payments'] as const,
  /** The organization account's payment list (all bank accounts, or one through the filters). */
  list: <F extends object>(account: string, filters: F) =>
    [...paymentKeys.all, 'list', account, filters] as const,
  /** The first page of one bank account's payments (its newest payments and total). */
  bankAccountList: (account: string, bankAccount: string) =>
    [...paymentKeys.all, 'bank-account-list', account, bankAccount] as const,
  detail: (account: string, bankAccount: string, payment: string) =>
    [...paymentKeys.all, 'detail', account, bankAccount, payment] as const,
  fee: <P extends object>(params: P) => [...paymentKeys.all, 'fee', params] as const,
  timeWindowCheck: (account: string, bankAccount: string, executionDate: string | null) =>
    [...paymentKeys.all, 'check-time-window', account, bankAccount, executionDate] as const,
};

export const standingOrderKeys = {
  all: ['standing-orders'] as const,
  list: <F extends object>(account: string, filters: F) =>
    [...standingOrderKeys.all, 'list', account, filters] as const,
  detail: (account: string, standingOrder: string) =>
    [...standingOrderKeys.all, 'detail', account, standingOrder] as const,
};

/** Bulk payment batches: the list's pages (and the approvals screen's batches) and one batch with its rows. */
export const paymentBatchKeys = {
  all: ['payment-batches'] as const,
  list: <F extends object>(account: string, filters: F) =>
    [...paymentBatchKeys.all, 'list', account, filters] as const,
  detail: (account: string, batch: string) => [...paymentBatchKeys.all, 'detail', account, batch] as const,
};

export const balanceKeys = {
  all: ['balances'] as const,
  list: (account: string, bankAccount: string) => [...balanceKeys.all, 'list', account, bankAccount] as const,
  history: (account: string, bankAccount: string, balance: string, days: number) =>
    [...balanceKeys.all, 'history', account, bankAccount, balance, days] as const,
};

export const recipientKeys = {
  all: ['recipients'] as const,
  /** Every list of the account: pages, filters and the pickers' searches. */
  lists: (account: string) => [...recipientKeys.all, 'list', account] as const,
  list: <F extends object>(account: string, filters: F) =>
    [...recipientKeys.lists(account), filters] as const,
  detail: (account: string, recipient: string) =>
    [...recipientKeys.all, 'detail', account, recipient] as const,
  kycDocuments: (account: string, recipient: string) =>
    [...recipientKeys.all, 'kyc-documents', account, recipient] as const,
};

/** The bank's reference data (they change rarely or never while the app runs). */
export const resourceKeys = {
  all: ['resources'] as const,
  countries: () => [...resourceKeys.all, 'countries'] as const,
  paymentReferences: () => [...resourceKeys.all, 'payment-references'] as const,
  kycDocumentTypes: () => [...resourceKeys.all, 'recipient-kyc-document-types'] as const,
  companies: (search: string) => [...resourceKeys.all, 'complycube-companies', search] as const,
  fxRates: (base: string) => [...resourceKeys.all, 'fx-rates', base] as const,
  paymentTimeWindow: () => [...resourceKeys.all, 'payment-time-window'] as const,
  fxCutoffTimeWindow: () => [...resourceKeys.all, 'fx-cutoff-time-window'] as const,
  /** The roles and what each allows (public). */
  roles: () => [...resourceKeys.all, 'roles'] as const,
};

export const fxKeys = {
  all: ['fx'] as const,
  cutoffCheck: (account: string, bankAccount: string) =>
    [...fxKeys.all, 'cutoff-check', account, bankAccount] as const,
  rateHistory: <P extends object>(account: string, bankAccount: string, params: P) =>
    [...fxKeys.all, 'rates', account, bankAccount, params] as const,
  /** Past trades: the history's pages and each trade (an execution adds one). */
  trades: () => [...fxKeys.all, 'trades'] as const,
  tradeList: <P extends object>(account: string, params: P) =>
    [...fxKeys.trades(), 'list', account, params] as const,
  trade: (account: string, trade: string) => [...fxKeys.trades(), 'detail', account, trade] as const,
};

export const userKeys = {
  all: ['user'] as const,
  profile: () => [...userKeys.all, 'profile'] as const,
  /** Language and appearance (`/user/preferences`). */
  preferences: () => [...userKeys.all, 'preferences'] as const,
};

export const authKeys = {
  all: ['auth'] as const,
  /** The invitation of the link being accepted (the token is deliberately not part of the key). */
  invitation: () => [...authKeys.all, 'invitation'] as const,
  /** The password reset link being used (the token is deliberately not part of the key). */
  resetLink: () => [...authKeys.all, 'reset-link'] as const,
};

export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...notificationKeys.lists(), params] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
};

export const transactionKeys = {
  all: ['transactions'] as const,
  list: <P extends object>(account: string, params: P) =>
    [...transactionKeys.all, 'list', account, params] as const,
};

/** The Team screen: an organization account's members and open invitations, page by page. */
export const teamKeys = {
  all: ['team'] as const,
  memberLists: (account: string) => [...teamKeys.all, 'members', account] as const,
  members: <P extends object>(account: string, params: P) =>
    [...teamKeys.memberLists(account), params] as const,
  invitationLists: (account: string) => [...teamKeys.all, 'invitations', account] as const,
  invitations: <P extends object>(account: string, params: P) =>
    [...teamKeys.invitationLists(account), params] as const,
};

/** The organization account's approval policy (its rules, oldest first). */
export const approvalRuleKeys = {
  all: ['approval-rules'] as const,
  list: (account: string) => [...approvalRuleKeys.all, 'list', account] as const,
};

/** The organization's security policy (whether its payers must use two-factor authentication). */
export const securityPolicyKeys = {
  all: ['security-policy'] as const,
  detail: (account: string) => [...securityPolicyKeys.all, account] as const,
};

export const auditEventKeys = {
  all: ['audit-events'] as const,
  list: <P extends object>(account: string, params: P) =>
    [...auditEventKeys.all, 'list', account, params] as const,
};

/** Payments awaiting approval: the Approvals screen's pages and the sidebar's count of actionable ones. */
export const approvalKeys = {
  all: ['approvals'] as const,
  requests: <P extends object>(account: string, params: P) =>
    [...approvalKeys.all, 'requests', account, params] as const,
  actionableCount: (account: string) => [...approvalKeys.all, 'actionable-count', account] as const,
  preview: <P extends object>(account: string, bankAccount: string, params: P) =>
    [...approvalKeys.all, 'preview', account, bankAccount, params] as const,
};

/** Settings → Developers: the organization's API keys, webhook endpoints and each endpoint's deliveries. */
export const developerKeys = {
  all: ['developers'] as const,
  apiKeyLists: (account: string) => [...developerKeys.all, 'api-keys', account] as const,
  apiKeys: <P extends object>(account: string, params: P) =>
    [...developerKeys.apiKeyLists(account), params] as const,
  endpointLists: (account: string) => [...developerKeys.all, 'webhook-endpoints', account] as const,
  endpoints: <P extends object>(account: string, params: P) =>
    [...developerKeys.endpointLists(account), params] as const,
  endpoint: (account: string, endpoint: string) =>
    [...developerKeys.all, 'webhook-endpoint', account, endpoint] as const,
  /** Everything of one endpoint's delivery log: its pages and each delivery. */
  deliveries: (account: string, endpoint: string) =>
    [...developerKeys.all, 'webhook-deliveries', account, endpoint] as const,
  deliveryList: <P extends object>(account: string, endpoint: string, params: P) =>
    [...developerKeys.deliveries(account, endpoint), 'list', params] as const,
  delivery: (account: string, endpoint: string, delivery: string) =>
    [...developerKeys.deliveries(account, endpoint), 'detail', delivery] as const,
};

/** Monthly statements: the Statements screen's pages (by bank account, currency and year). */
export const statementKeys = {
  all: ['statements'] as const,
  list: <P extends object>(account: string, params: P) =>
    [...statementKeys.all, 'list', account, params] as const,
};

/** Exports of transactions the bank builds: the caller's list and each export (followed until it is ready). */
export const transactionExportKeys = {
  all: ['transaction-exports'] as const,
  lists: (account: string) => [...transactionExportKeys.all, 'list', account] as const,
  list: <P extends object>(account: string, params: P) =>
    [...transactionExportKeys.lists(account), params] as const,
  detail: (account: string, transactionExport: string) =>
    [...transactionExportKeys.all, 'detail', account, transactionExport] as const,
};
