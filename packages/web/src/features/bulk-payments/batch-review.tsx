import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { needsMismatchConfirmation } from '../../domains/recipients/payee-verification';
import { PayeeMismatchConfirmation } from '../../domains/recipients/payee-verification/payee-mismatch-confirmation';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatNumber } from '../../lib/format-number';
import type { DraftRow } from './model/batch-draft';
import type { BatchDraft } from './use-batch-draft';

type Validation = components['schemas']['PaymentBatchValidation'];

/** "This bulk payment waits for 1 approval before its payments are made." */
export const approvalNoteText = (approvals: number) =>
  plural(approvals, {
    one: 'This bulk payment waits for # approval before its payments are made: the approval policy looks at it as one payment of its total.',
    other:
      'This bulk payment waits for # approvals before its payments are made: the approval policy looks at it as one payment of its total.',
  });

/** '3 payments in GBP' */
function paymentsInText(count: number, currency: string) {
  const payments = formatNumber(count);
  return plural(count, {
    one: `${payments} payment in ${currency}`,
    other: `${payments} payments in ${currency}`,
  });
}

/** Rows to new recipients whose payee check must be confirmed before the batch is sent. */
export function unconfirmedRows(draft: BatchDraft): DraftRow[] {
  return draft.rows.filter((r) => {
    const check = draft.bankCheckOf(r);
    return (
      (check?.needsPayeeConfirmation || needsMismatchConfirmation(check?.payeeVerification)) &&
      !r.confirmPayee
    );
  });
}

/** What the batch will do: totals per currency with the bank's fees, the approval it waits for, payee checks. */
export function BatchReview({ draft, validation }: { draft: BatchDraft; validation: Validation }) {
  const { t } = useLingui();
  const checked = draft.rows.filter((r) => draft.bankCheckOf(r)?.payeeVerification);
  /** '2,170.00 + 3.50 fees', or '2,170.00, no fee'. */
  const amountAndFeesText = (total: Validation['totals'][number]) => {
    const amount = formatAmount(total.amount, total.currency);
    if (!/[1-9]/.test(total.fee)) return t`${amount}, no fee`;
    const fee = formatAmount(total.fee, total.currency);
    return t`${amount} + ${fee} fees`;
  };
  const rowNameText = (row: number, name: string) => t`Row ${row}: ${name}`;
  return (
    <Stack gap="5">
      {/* Phones: one line per currency instead of a table that would scroll sideways. */}
      <Stack
        as="ul"
        hideFrom="md"
        listStyleType="none"
        m="0"
        p="0"
        gap="2"
        aria-label={t`Totals per currency`}
      >
        {validation.totals.map((total) => (
          <Box as="li" key={total.currency} borderWidth="1px" borderRadius="md" px="3" py="2">
            <HStack justify="space-between" gap="3" align="baseline">
              <Text>{paymentsInText(total.count, total.currency)}</Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {formatAmount(total.total, total.currency, { withCode: true })}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {amountAndFeesText(total)}
            </Text>
          </Box>
        ))}
      </Stack>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" hideBelow="md">
        <Table.Root size="sm" aria-label={t`Totals per currency`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>
                <Trans>Currency</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Payments</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Amount</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Fees</Trans>
              </Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                <Trans>Total</Trans>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {validation.totals.map((total) => (
              <Table.Row key={total.currency} fontVariantNumeric="tabular-nums">
                <Table.Cell>{total.currency}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(total.count)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(total.amount, total.currency)}</Table.Cell>
                <Table.Cell textAlign="end">{formatFee(total.fee, total.currency)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatAmount(total.total, total.currency, { withCode: true })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {validation.approval ? (
        <AlertBanner type="info" title={t`Needs approval`}>
          {approvalNoteText(validation.approval.approvals_required)}
        </AlertBanner>
      ) : null}
      {checked.length > 0 ? (
        <Stack gap="3" as="section" aria-labelledby="payee-checks-heading">
          <Heading as="h3" size="md" id="payee-checks-heading">
            <Trans>Payee checks of new recipients</Trans>
          </Heading>
          {checked.map((row) => {
            const check = draft.bankCheckOf(row);
            const verification = check?.payeeVerification;
            if (!verification) return null;
            const name = check.recipientName ?? row.cells.name;
            const confirm = check.needsPayeeConfirmation || needsMismatchConfirmation(verification);
            return (
              <Stack key={row.id} gap="1" data-testid="payee-check-row">
                <HStack gap="2">
                  <Text fontWeight="medium">{rowNameText(row.id, name)}</Text>
                </HStack>
                <PayeeVerificationNote verification={verification}>
                  {confirm ? (
                    <PayeeMismatchConfirmation
                      recipientName={name}
                      checked={row.confirmPayee}
                      onCheckedChange={(on) => draft.confirmPayee(row.id, on)}
                    />
                  ) : null}
                </PayeeVerificationNote>
              </Stack>
            );
          })}
        </Stack>
      ) : null}
    </Stack>
  );
}
