import { Stack, Text } from '@chakra-ui/react';
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
  return (
    <Modal
      open={so !== null}
      onClose={onClose}
      type="other"
      title="Standing order set up"
      okText="View standing order"
      cancelText="Done"
      onOk={() => so && onView(so)}
    >
      {so ? (
        <Stack gap="3">
          <Text>
            {`${formatAmount(so.amount, so.currency, { withCode: true })} to ${so.recipient_name}: ${frequencyText(
              so.schedule,
            )}, ${endText(so.schedule).toLowerCase()}.`}
          </Text>
          <Text fontWeight="medium">The bank will pay on</Text>
          <NextDatesList dates={so.next_dates} />
          {so.last_payment ? (
            <Text color="fg.muted">{`The first payment was made today (${formatDate(so.last_payment.execution_date)}).`}</Text>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}
