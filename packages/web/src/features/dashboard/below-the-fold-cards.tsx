import { useLingui } from '@lingui/react/macro';
import { memo } from 'react';
import { DeferredPart } from '../../components/ui/deferred-part';
import type { OrganizationAccount } from '../../domains/session/session-types';
import { deferredModule } from '../../lib/deferred-module';

// Below the fold on a phone: their code is not on the route, so the dashboard's first paint does not wait for it.
const historyCode = deferredModule(() => import('./balance-history-section'));
const paymentsCode = deferredModule(() => import('./payments-in-progress'));

interface CardProps {
  account: OrganizationAccount;
}

/** The balance history, its code loaded when it is first shown. */
export const HistoryCard = memo(function HistoryCard({ account }: CardProps) {
  const { t } = useLingui();
  return (
    <DeferredPart code={historyCode} failureTitle={t`The balance history could not be loaded.`}>
      {(module) => <module.BalanceHistorySection account={account} />}
    </DeferredPart>
  );
});

/** The payments in progress, their code loaded when they are first shown. */
export const PaymentsCard = memo(function PaymentsCard({ account }: CardProps) {
  const { t } = useLingui();
  return (
    <DeferredPart code={paymentsCode} failureTitle={t`The payments could not be loaded.`}>
      {(module) => <module.PaymentsInProgress account={account} />}
    </DeferredPart>
  );
});
