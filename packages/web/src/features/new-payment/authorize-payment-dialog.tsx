import { Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';

export interface AuthorizePaymentDialogProps {
  /** The code typed so far; undefined while the dialog is closed. */
  code: string | undefined;
  codeError?: string;
  /** e.g. 'Enter the code … to approve paying 12.00 GBP to Acme Ltd.' */
  amountText: string;
  recipientName: string;
  sending: boolean;
  onCodeChange: (code: string) => void;
  onAuthorize: () => void;
  onClose: () => void;
}

/** The 2FA step of a payment: the code from the authenticator app, bound to this payee and amount. */
export function AuthorizePaymentDialog(props: AuthorizePaymentDialogProps) {
  const { code, codeError, amountText, recipientName, sending, onCodeChange, onAuthorize, onClose } = props;
  return (
    <Modal
      open={code !== undefined}
      onClose={onClose}
      type="other"
      title="Authorize payment"
      okText="Authorize and send"
      okLoading={sending}
      onOk={onAuthorize}
    >
      <Stack gap="3">
        <Text>{`Enter the code from your authenticator app to approve paying ${amountText} to ${recipientName}.`}</Text>
        <TextInput
          label="Authentication code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code ?? ''}
          error={codeError}
          onChange={(event) => onCodeChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onAuthorize();
            }
          }}
        />
      </Stack>
    </Modal>
  );
}
