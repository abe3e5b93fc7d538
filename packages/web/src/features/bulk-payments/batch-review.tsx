import { Box, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { AlertBanner } from '../../components/ui/alert-banner';
import { needsMismatchConfirmation } from '../../domains/recipients/payee-verification';
import { PayeeMismatchConfirmation } from '../../domains/recipients/payee-verification/payee-mismatch-confirmation';
import { PayeeVerificationNote } from '../../domains/recipients/payee-verification/payee-verification-note';
import { formatAmount, formatFee } from '../../lib/format-amount';
import { formatNumber } from '../../lib/format-number';
import type { DraftRow } from './model/batch-draft';
import { paymentsCountText } from './model/batch-text';
import type { BatchDraft } from './use-batch-draft';

type Validation = components['schemas']['PaymentBatchValidation'];

/** "This bulk payment waits for 1 approval before its payments are made." */
export const approvalNoteText = (approvals: number) =>
  `This bulk payment waits for ${approvals} ${approvals === 1 ? 'approval' : 'approvals'} before its payments are made: the approval policy looks at it as one payment of its total.`;

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
  const checked = draft.rows.filter((r) => draft.bankCheckOf(r)?.payeeVerification);
  return (
    <Stack gap="5">
      {/* Phones: one line per currency instead of a table that would scroll sideways. */}
      <Stack as="ul" hideFrom="md" listStyleType="none" m="0" p="0" gap="2" aria-label="Totals per currency">
        {validation.totals.map((t) => (
          <Box as="li" key={t.currency} borderWidth="1px" borderRadius="md" px="3" py="2">
            <HStack justify="space-between" gap="3" align="baseline">
              <Text>{`${paymentsCountText(t.count)} in ${t.currency}`}</Text>
              <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                {formatAmount(t.total, t.currency, { withCode: true })}
              </Text>
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {/[1-9]/.test(t.fee)
                ? `${formatAmount(t.amount, t.currency)} + ${formatAmount(t.fee, t.currency)} fees`
                : `${formatAmount(t.amount, t.currency)}, no fee`}
            </Text>
          </Box>
        ))}
      </Stack>
      <Box borderWidth="1px" borderRadius="md" overflowX="auto" hideBelow="md">
        <Table.Root size="sm" aria-label="Totals per currency">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Currency</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Payments</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Fees</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Total</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {validation.totals.map((t) => (
              <Table.Row key={t.currency} fontVariantNumeric="tabular-nums">
                <Table.Cell>{t.currency}</Table.Cell>
                <Table.Cell textAlign="end">{formatNumber(t.count)}</Table.Cell>
                <Table.Cell textAlign="end">{formatAmount(t.amount, t.currency)}</Table.Cell>
                <Table.Cell textAlign="end">{formatFee(t.fee, t.currency)}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="semibold">
                  {formatAmount(t.total, t.currency, { withCode: true })}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {validation.approval ? (
        <AlertBanner type="info" title="Needs approval">
          {approvalNoteText(validation.approval.approvals_required)}
        </AlertBanner>
      ) : null}
      {checked.length > 0 ? (
        <Stack gap="3" as="section" aria-labelledby="payee-checks-heading">
          <Heading as="h3" size="md" id="payee-checks-heading">
            Payee checks of new recipients
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
                  <Text fontWeight="medium">{`Row ${row.id}: ${name}`}</Text>
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
