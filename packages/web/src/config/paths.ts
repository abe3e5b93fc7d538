/** Every route, spelt as rule NAV-01 has it; build links with getHref. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  twoFactorVerification: { path: '/2fa-verification', getHref: () => '/2fa-verification' },
  forgetPassword: { path: '/forget-password', getHref: () => '/forget-password' },
  resetPassword: {
    path: '/reset-password',
    getHref: (token?: string) => withQuery('/reset-password', { token }),
  },
  invitation: {
    path: '/invitation',
    getHref: (token?: string) => withQuery('/invitation', { token }),
  },
  app: {
    root: { path: '/app', getHref: () => '/app' },
    setPassword: {
      path: '/app/set-password',
      getHref: (email: string, type = 'first-time-login') => withQuery('/app/set-password', { email, type }),
    },
    dashboard: { path: '/app/dashboard', getHref: () => '/app/dashboard' },
    /** Monthly statements, and the exports of transactions in a second tab (`?tab=exports`). */
    statements: {
      path: '/app/statements',
      getHref: (tab?: 'exports') => withQuery('/app/statements', { tab }),
    },
    transactionExport: {
      path: '/app/statements/exports/:transactionExport',
      getHref: (transactionExport: string) =>
        `/app/statements/exports/${encodeURIComponent(transactionExport)}`,
    },
    payments: { path: '/app/payments', getHref: () => '/app/payments' },
    paymentDetail: {
      path: '/app/payments/:payment',
      getHref: (payment: string, bankAccount: string) =>
        withQuery(`/app/payments/${encodeURIComponent(payment)}`, { bank_account: bankAccount }),
    },
    standingOrders: { path: '/app/standing-orders', getHref: () => '/app/standing-orders' },
    standingOrderDetail: {
      path: '/app/standing-orders/:standingOrder',
      getHref: (standingOrder: string) => `/app/standing-orders/${encodeURIComponent(standingOrder)}`,
    },
    bulkPayments: { path: '/app/bulk-payments', getHref: () => '/app/bulk-payments' },
    newBulkPayment: { path: '/app/bulk-payments/new', getHref: () => '/app/bulk-payments/new' },
    bulkPaymentDetail: {
      path: '/app/bulk-payments/:batch',
      getHref: (batch: string) => `/app/bulk-payments/${encodeURIComponent(batch)}`,
    },
    recipients: { path: '/app/recipients', getHref: () => '/app/recipients' },
    approvals: { path: '/app/approvals', getHref: () => '/app/approvals' },
    notifications: { path: '/app/notifications', getHref: () => '/app/notifications' },
    settings: { path: '/app/settings', getHref: () => '/app/settings' },
    developers: { path: '/app/settings/developers', getHref: () => '/app/settings/developers' },
    webhookEndpoint: {
      path: '/app/settings/developers/webhooks/:webhookEndpoint',
      getHref: (endpoint: string) => `/app/settings/developers/webhooks/${encodeURIComponent(endpoint)}`,
    },
    account: { path: '/app/account', getHref: () => '/app/account' },
    auditLog: { path: '/app/audit-log', getHref: () => '/app/audit-log' },
    team: { path: '/app/team', getHref: () => '/app/team' },
    newPayment: {
      root: { path: '/app/new-payment', getHref: () => '/app/new-payment/recipient' },
      recipient: { path: '/app/new-payment/recipient', getHref: () => '/app/new-payment/recipient' },
      reason: { path: '/app/new-payment/reason', getHref: () => '/app/new-payment/reason' },
      amount: { path: '/app/new-payment/amount', getHref: () => '/app/new-payment/amount' },
      review: { path: '/app/new-payment/review', getHref: () => '/app/new-payment/review' },
      /** A new payment pre-filled from an earlier one (its recipient, reason, reference and amount). */
      repeat: {
        path: '/app/new-payment/repeat',
        getHref: (payment: string, bankAccount: string) =>
          withQuery('/app/new-payment/repeat', { payment, bank_account: bankAccount }),
      },
    },
    newFxTrade: { path: '/app/new-fx-trade', getHref: () => '/app/new-fx-trade' },
    fxTrades: { path: '/app/fx-trades', getHref: () => '/app/fx-trades' },
    fxTradeDetail: {
      path: '/app/fx-trades/:trade',
      getHref: (trade: string) => `/app/fx-trades/${encodeURIComponent(trade)}`,
    },
  },
} as const;

function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(key, value);
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Any path containing /app counts as the protected area (rule NAV-05). */
export function isProtectedPath(pathname: string): boolean {
  return pathname.includes('/app');
}
