import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/ui/modal';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import type { StandingOrder } from './api/standing-orders';
import { endText, frequencyText } from './model/schedule-text';
import { NextDatesList } from './next-dates-list';

/** After setting one up: what the bank will pay and on which dates (after its moves to business days). */
export function CreatedStandingOrderDialog({
  standingOrder: so,
  onClose,
  onView,
}: {
  standingOrder: StandingOrder | null;
  onClose: () => void;
  onView: (so: StandingOrder) => void;
}) {
  const { t } = useLingui();
  const summary = (order: StandingOrder) => {
    const amount = formatAmount(order.amount, order.currency, { withCode: true });
    const name = order.recipient_name;
    const frequency = frequencyText(order.schedule);
    const end = endText(order.schedule, true);
    return t`${amount} to ${name}: ${frequency}, ${end}.`;
  };
  const firstPaid = (date: string) => {
    const day = formatDate(date);
    return t`The first payment was made today (${day}).`;
  };
  return (
    <Modal
      open={so !== null}
      onClose={onClose}
      type="other"
      title={t`Standing order set up`}
      okText={t`View standing order`}
      cancelText={t`Done`}
      onOk={() => so && onView(so)}
    >
      {so ? (
        <Stack gap="3">
          <Text>{summary(so)}</Text>
          <Text fontWeight="medium">
            <Trans>The bank will pay on</Trans>
          </Text>
          <NextDatesList dates={so.next_dates} />
          {so.last_payment ? <Text color="fg.muted">{firstPaid(so.last_payment.execution_date)}</Text> : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
