import { Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';

export interface TwoFactorCodeDialogProps {
  /** The code typed so far; undefined while the dialog is closed. */
  code: string | undefined;
  error?: string;
  title: string;
  okText: string;
  /** What the code approves, e.g. 'Enter the code … to approve paying 12.00 GBP to Acme Ltd.' */
  text: string;
  sending: boolean;
  onCodeChange: (code: string) => void;
  onAuthorize: () => void;
  onClose: () => void;
}

/**
 * The second factor of a money movement (a payment, a standing order): the code from the authenticator app,
 * bound to what the text names. Enter authorizes.
 */
export function TwoFactorCodeDialog(props: TwoFactorCodeDialogProps) {
  const { t } = useLingui();
  const { code, error, title, okText, text, sending, onCodeChange, onAuthorize, onClose } = props;
  return (
    <Modal
      open={code !== undefined}
      onClose={onClose}
      type="other"
      title={title}
      okText={okText}
      okLoading={sending}
      onOk={onAuthorize}
    >
      <Stack gap="3">
        <Text>{text}</Text>
        <TextInput
          label={t`Authentication code`}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code ?? ''}
          error={error}
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
