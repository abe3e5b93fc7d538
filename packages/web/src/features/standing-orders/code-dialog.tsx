import { Stack, Text } from '@chakra-ui/react';
import { Modal } from '../../components/ui/modal';
import { TextInput } from '../../components/ui/text-input';

export interface CodeDialogProps {
  /** The code typed so far and its error; null while closed. */
  step: { code: string; error?: string } | null;
  text: string;
  sending: boolean;
  onCodeChange: (code: string) => void;
  onAuthorize: () => void;
  onClose: () => void;
}

/** The 2FA step of a standing order: the code from the authenticator app, bound to its payee and amount. */
export function CodeDialog({ step, text, sending, onCodeChange, onAuthorize, onClose }: CodeDialogProps) {
  return (
    <Modal
      open={step !== null}
      onClose={onClose}
      type="other"
      title="Authorize standing order"
      okText="Authorize"
      okLoading={sending}
      onOk={onAuthorize}
    >
      <Stack gap="3">
        <Text>{text}</Text>
        <TextInput
          label="Authentication code"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={step?.code ?? ''}
          error={step?.error}
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
