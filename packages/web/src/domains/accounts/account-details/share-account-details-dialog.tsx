import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@portal/api-types';
import { getErrorText } from '@portal/api-types';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { copyToClipboard } from '../../../components/ui/copy-to-clipboard';
import { Modal } from '../../../components/ui/modal';
import { downloadFile } from '../../../lib/download-file';
import { formatDateTime } from '../../../lib/format-date';
import { toastError } from '../../../lib/toast';
import { accountDetailsFileName, accountDetailsText } from '../account-details';

type BankAccount = components['schemas']['BankAccount'];

export interface ShareAccountDetailsDialogProps {
  bankAccount: BankAccount;
  open: boolean;
  onClose: () => void;
}

/** The "Share details" dialog: the account's details as text to paste and as a one-page PDF. */
export function ShareAccountDetailsDialog({ bankAccount, open, onClose }: ShareAccountDetailsDialogProps) {
  const { t } = useLingui();
  const name = bankAccount.name;
  const [busy, setBusy] = useState(false);
  const text = accountDetailsText(bankAccount);

  const downloadPdf = async () => {
    setBusy(true);
    try {
      // pdf-lib loads only when a PDF is actually made.
      const { accountDetailsPdf } = await import('../account-details-pdf');
      downloadFile(
        await accountDetailsPdf(bankAccount, formatDateTime(new Date())),
        accountDetailsFileName(bankAccount),
      );
    } catch (error) {
      toastError(getErrorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={onClose}
      type="other"
      title={t`Share the details of ${name}`}
      // The dialog closes with its × and Escape: two actions fit one row on a phone.
      footer={
        <HStack gap="3" justify="flex-end" w="full" wrap="wrap">
          <Button variant="outline" loading={busy} onClick={() => void downloadPdf()}>
            <Trans>Download PDF</Trans>
          </Button>
          <Button onClick={() => void copyToClipboard(text)}>
            <Trans>Copy text</Trans>
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text color="fg.muted" fontSize="sm">
          <Trans>
            Send these details to a customer or supplier who pays you: paste the text into an email or an
            invoice, or attach the PDF.
          </Trans>
        </Text>
        <Box
          as="pre"
          borderWidth="1px"
          borderRadius="md"
          bg="bg.subtle"
          p="3"
          fontSize="sm"
          fontFamily="mono"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          data-testid="shared-account-details"
        >
          {text}
        </Box>
      </Stack>
    </Modal>
  );
}
