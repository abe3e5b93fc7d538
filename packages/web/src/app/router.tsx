import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { LoadingScreen } from '../components/ui/loading-screen';
import { paths } from '../config/paths';
import { requireCatalog } from '../lib/i18n/catalogs';
import { ProtectedRoute } from './routes/protected-route';
import { PublicOnlyRoute } from './routes/public-only-route';
import { RouteErrorScreen } from './routes/route-error-screen';

/** Routes whose screens' texts are in the `screens` catalog: each loads it with its code (lib/i18n/catalogs.ts). */
function withScreenTexts(screens: RouteObject[]): RouteObject[] {
  return screens.map((route) => {
    const { lazy, children } = route;
    const withTexts =
      typeof lazy === 'function'
        ? { lazy: async () => (await Promise.all([lazy(), requireCatalog('screens')]))[0] }
        : {};
    return {
      ...route,
      ...withTexts,
      ...(children ? { children: withScreenTexts(children) } : {}),
    } as RouteObject;
  });
}

// Every screen is its own chunk, loaded when its route matches.
export const routes: RouteObject[] = [
  {
    path: paths.root.path,
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <PublicOnlyRoute />,
        children: [
          { index: true, element: <Navigate to={paths.login.getHref()} replace /> },
          {
            lazy: () => import('./layouts/auth-layout'),
            children: [
              {
                path: paths.login.path,
                lazy: async () => ({
                  Component: (await import('../features/auth/login-screen')).LoginScreen,
                }),
              },
              {
                // The other sign-in screens ask the bank through the query cache; the sign-in page loads none.
                lazy: () => import('./layouts/query-layout'),
                children: [
                  {
                    path: paths.twoFactorVerification.path,
                    lazy: async () => ({
                      Component: (await import('../features/auth/two-factor-verification-screen'))
                        .TwoFactorVerificationScreen,
                    }),
                  },
                  {
                    path: paths.forgetPassword.path,
                    lazy: async () => ({
                      Component: (await import('../features/auth/forget-password-screen'))
                        .ForgetPasswordScreen,
                    }),
                  },
                  {
                    path: paths.resetPassword.path,
                    lazy: async () => ({
                      Component: (await import('../features/auth/reset-password-screen')).ResetPasswordScreen,
                    }),
                  },
                  {
                    path: paths.invitation.path,
                    lazy: async () => ({
                      Component: (await import('../features/auth/invitation-screen')).InvitationScreen,
                    }),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: paths.app.root.path,
        element: <ProtectedRoute />,
        children: [
          { index: true, element: <Navigate to={paths.app.dashboard.getHref()} replace /> },
          {
            lazy: () => import('./layouts/auth-layout'),
            children: [
              {
                lazy: () => import('./layouts/query-layout'),
                children: [
                  {
                    path: paths.app.setPassword.path,
                    lazy: async () => ({
                      Component: (await import('../features/auth/set-password-screen')).SetPasswordScreen,
                    }),
                  },
                ],
              },
            ],
          },
          {
            // The frame's and the dashboard's texts come with the frame (lib/i18n/catalogs.ts), the other screens'
            // with each of them; their query cache with the frame (layouts/query-layout.tsx).
            lazy: async () =>
              (await Promise.all([import('./layouts/app-layout'), requireCatalog('portal')]))[0],
            children: [
              {
                path: paths.app.dashboard.path,
                lazy: async () => ({
                  Component: (await import('./routes/dashboard-route')).DashboardRoute,
                }),
              },
              {
                path: paths.app.statements.path,
                lazy: async () => ({
                  Component: (await import('./routes/statements-route')).StatementsRoute,
                }),
              },
              {
                path: paths.app.transactionExport.path,
                lazy: async () => ({
                  Component: (await import('../features/statements/transaction-export-screen'))
                    .TransactionExportScreen,
                }),
              },
              ...withScreenTexts([
                {
                  path: paths.app.payments.path,
                  lazy: async () => ({
                    Component: (await import('../features/payments/payments-screen')).PaymentsScreen,
                  }),
                },
                {
                  path: paths.app.paymentDetail.path,
                  lazy: async () => ({
                    Component: (await import('../features/payments/payment-detail-screen'))
                      .PaymentDetailScreen,
                  }),
                },
                {
                  path: paths.app.standingOrders.path,
                  lazy: async () => ({
                    Component: (await import('../features/standing-orders/standing-orders-screen'))
                      .StandingOrdersScreen,
                  }),
                },
                {
                  path: paths.app.standingOrderDetail.path,
                  lazy: async () => ({
                    Component: (await import('../features/standing-orders/standing-order-detail-screen'))
                      .StandingOrderDetailScreen,
                  }),
                },
                {
                  path: paths.app.bulkPayments.path,
                  lazy: async () => ({
                    Component: (await import('../features/bulk-payments/bulk-payments-screen'))
                      .BulkPaymentsScreen,
                  }),
                },
                {
                  path: paths.app.newBulkPayment.path,
                  lazy: async () => ({
                    Component: (await import('../features/bulk-payments/new-bulk-payment-screen'))
                      .NewBulkPaymentScreen,
                  }),
                },
                {
                  path: paths.app.bulkPaymentDetail.path,
                  lazy: async () => ({
                    Component: (await import('./routes/batch-detail-route')).BatchDetailRoute,
                  }),
                },
                {
                  path: paths.app.recipients.path,
                  lazy: async () => ({
                    Component: (await import('../features/recipients/recipients-screen')).RecipientsScreen,
                  }),
                },
                {
                  path: paths.app.approvals.path,
                  lazy: async () => ({
                    Component: (await import('../features/approvals/approvals-screen')).ApprovalsScreen,
                  }),
                },
                {
                  path: paths.app.notifications.path,
                  lazy: async () => ({
                    Component: (await import('../features/notifications/notifications-screen'))
                      .NotificationsScreen,
                  }),
                },
                {
                  path: paths.app.settings.path,
                  lazy: async () => ({
                    Component: (await import('../features/settings/settings-screen')).SettingsScreen,
                  }),
                },
                {
                  path: paths.app.developers.path,
                  lazy: async () => ({
                    Component: (await import('../features/developers/developers-screen')).DevelopersScreen,
                  }),
                },
                {
                  path: paths.app.webhookEndpoint.path,
                  lazy: async () => ({
                    Component: (await import('../features/developers/webhook-endpoint-screen'))
                      .WebhookEndpointScreen,
                  }),
                },
                {
                  path: paths.app.account.path,
                  lazy: async () => ({
                    Component: (await import('../features/account/account-screen')).AccountScreen,
                  }),
                },
                {
                  path: paths.app.team.path,
                  lazy: async () => ({
                    Component: (await import('../features/team/team-screen')).TeamScreen,
                  }),
                },
                {
                  path: paths.app.auditLog.path,
                  lazy: async () => ({
                    Component: (await import('../features/audit-log/audit-log-screen')).AuditLogScreen,
                  }),
                },
                {
                  path: paths.app.newPayment.root.path,
                  lazy: async () => ({
                    Component: (await import('../features/new-payment/new-payment-layout')).NewPaymentLayout,
                  }),
                  children: [
                    {
                      index: true,
                      element: <Navigate to={paths.app.newPayment.recipient.getHref()} replace />,
                    },
                    {
                      path: paths.app.newPayment.recipient.path,
                      lazy: async () => ({
                        Component: (await import('../features/new-payment/recipient-step-screen'))
                          .RecipientStepScreen,
                      }),
                    },
                    {
                      path: paths.app.newPayment.reason.path,
                      lazy: async () => ({
                        Component: (await import('../features/new-payment/reason-step-screen'))
                          .ReasonStepScreen,
                      }),
                    },
                    {
                      path: paths.app.newPayment.amount.path,
                      lazy: async () => ({
                        Component: (await import('../features/new-payment/amount-step-screen'))
                          .AmountStepScreen,
                      }),
                    },
                    {
                      path: paths.app.newPayment.review.path,
                      lazy: async () => ({
                        Component: (await import('../features/new-payment/review-step-screen'))
                          .ReviewStepScreen,
                      }),
                    },
                    {
                      path: paths.app.newPayment.repeat.path,
                      lazy: async () => ({
                        Component: (await import('../features/new-payment/repeat-payment-screen'))
                          .RepeatPaymentScreen,
                      }),
                    },
                  ],
                },
                {
                  path: paths.app.newFxTrade.path,
                  lazy: async () => ({
                    Component: (await import('../features/fx/new-fx-trade-screen')).NewFxTradeScreen,
                  }),
                },
                {
                  path: paths.app.fxTrades.path,
                  lazy: async () => ({
                    Component: (await import('../features/fx/fx-history-screen')).FxHistoryScreen,
                  }),
                },
                {
                  path: paths.app.fxTradeDetail.path,
                  lazy: async () => ({
                    Component: (await import('../features/fx/fx-trade-detail-screen')).FxTradeDetailScreen,
                  }),
                },
              ]),
              // Unknown paths inside /app: still behind login, shown inside the frame.
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('./routes/not-found-screen')).NotFoundInFrame,
                }),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found-screen') },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
