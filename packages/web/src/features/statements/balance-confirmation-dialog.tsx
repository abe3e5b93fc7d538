import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, getErrorText, getFieldErrors } from '@portal/api-types';
import { type FormEvent, useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { AlertBanner } from '../../components/ui/alert-banner';
import { Button } from '../../components/ui/button';
import { CopyToClipboard } from '../../components/ui/copy-to-clipboard';
import { DateField } from '../../components/ui/date-field';
import { DescriptionList, DescriptionRow } from '../../components/ui/description-list';
import { Modal } from '../../components/ui/modal';
import { StickyActions } from '../../components/ui/sticky-actions';
import { downloadFileLink } from '../../domains/statements/file-link';
import { formatAmount } from '../../lib/format-amount';
import { formatDate } from '../../lib/format-date';
import {
  type BalanceConfirmation,
  defaultConfirmationDate,
  EARLIEST_CONFIRMATION_DATE,
  isLinkFresh,
  latestConfirmationDate,
  useCreateBalanceConfirmationMutation,
} from './balance-confirmation';

export interface BalanceConfirmationDialogProps {
  account: string;
  open: boolean;
  onClose: () => void;
}

/**
 * A balance confirmation letter for an auditor: the day (the end of last month to start with; today and later
 * cannot be picked, and the bank's refusal shows under the field), then the letter's verification reference to
 * copy and the letter to download.
 */
export function BalanceConfirmationDialog({ account, open, onClose }: BalanceConfirmationDialogProps) {
  const { t } = useLingui();
  const create = useCreateBalanceConfirmationMutation(account);
  const [date, setDate] = useState<string | null>(() => defaultConfirmationDate());
  const [dateError, setDateError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<BalanceConfirmation | null>(null);

  const close = () => {
    if (create.isPending) return;
    setDate(defaultConfirmationDate());
    setDateError(undefined);
    setFailure(null);
    setCreated(null);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    setFailure(null);
    if (!date) {
      setDateError(t`Choose the day whose closing balances the letter confirms.`);
      return;
    }
    setDateError(undefined);
    create.mutate(date, {
      onSuccess: setCreated,
      onError: (error) => {
        const { date: underDate, ...rest } = getFieldErrors(error);
        if (underDate) setDateError(underDate);
        const onlyDate = error instanceof ApiError && error.status === 422 && Object.keys(rest).length === 0;
        if (!underDate || !onlyDate) setFailure(getErrorText(error));
      },
    });
  };

  return (
    <Modal
      open={open}
      onClose={close}
      type="other"
      title={created ? t`Balance confirmation created` : t`Balance confirmation`}
      hideFooter
    >
      {created ? (
        <CreatedLetter confirmation={created} onDone={close} />
      ) : (
        <form noValidate aria-label={t`Balance confirmation`} onSubmit={submit}>
          <Stack gap="4" pb="2">
            <Text color="fg.muted">
              <Trans>
                A letter from the bank confirming the booked balance of every account and currency of your
                organization at the close of business on one day, for your auditor.
              </Trans>
            </Text>
            <DateField
              label={t`Balances at the end of`}
              required
              clearable={false}
              value={date}
              onChange={(value) => {
                setDate(value);
                setDateError(undefined);
              }}
              minDate={EARLIEST_CONFIRMATION_DATE}
              maxDate={latestConfirmationDate()}
              error={dateError}
              extraInfo={t`A day that has ended: today's balances are confirmed tomorrow.`}
            />
            <DialogActions
              failure={failure}
              pending={create.isPending}
              onCancel={close}
              submitLabel={t`Create letter`}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

function CreatedLetter({ confirmation, onDone }: { confirmation: BalanceConfirmation; onDone: () => void }) {
  const { t } = useLingui();
  const [expired, setExpired] = useState(false);
  const [receivedAt] = useState(() => Date.now());
  const reference = confirmation.verification_reference;
  const day = formatDate(confirmation.date);
  const download = () => {
    if (!isLinkFresh(confirmation, receivedAt)) {
      setExpired(true);
      return;
    }
    void downloadFileLink(confirmation.file);
  };
  return (
    <Stack gap="4" pb="2">
      <Text>
        <Trans>The letter confirms your balances at the close of business on {day}.</Trans>
      </Text>
      <Box borderWidth="1px" borderRadius="md" bg="bg.subtle" px="4" py="3">
        <Text fontSize="sm" color="fg.muted">
          <Trans>Verification reference</Trans>
        </Text>
        <HStack gap="2" justify="space-between">
          <Text fontFamily="mono" fontSize="lg" fontWeight="semibold" data-testid="verification-reference">
            {reference}
          </Text>
          <CopyToClipboard text={reference} label={t`verification reference`} />
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Your auditor can check with the bank that a letter with this reference is genuine.</Trans>
        </Text>
      </Box>
      {confirmation.balances.length > 0 ? (
        <Stack gap="2">
          <Heading as="h3" size="sm">
            <Trans>Confirmed balances</Trans>
          </Heading>
          <DescriptionList>
            {confirmation.balances.map((balance) => (
              <DescriptionRow
                key={`${balance.bank_account_ref}-${balance.currency}`}
                label={`${balance.account_name} · ${balance.currency}`}
              >
                {formatAmount(balance.balance, balance.currency, { withCode: true })}
              </DescriptionRow>
            ))}
          </DescriptionList>
        </Stack>
      ) : null}
      {expired ? (
        <AlertBanner type="warning">
          <Trans>
            The link to this letter has expired (links last 15 minutes). Create the letter again to download
            it; it gets a new reference.
          </Trans>
        </AlertBanner>
      ) : null}
      <StickyActions>
        <Button variant="outline" onClick={onDone}>
          <Trans>Done</Trans>
        </Button>
        <Button onClick={download} disabled={expired}>
          <Trans>Download letter (PDF)</Trans>
        </Button>
      </StickyActions>
    </Stack>
  );
}
