import { Stack, Text } from '@chakra-ui/react';
import { getErrorText } from '@portal/api-types';
import { useEffect, useState } from 'react';
import { AlertBanner } from './alert-banner';
import { useConfirmDialogStore } from './confirm-dialog-store';
import { Modal } from './modal';

/**
 * The one confirmation dialog of the app, driven by useConfirmDialogStore; mount it once near
 * the root. Confirm runs the action (awaiting a promise, with the button loading) then closes. An action that
 * throws keeps the dialog open with the reason in it (the bank's 409 on removing a member), so the person
 * reads why where they asked.
 */
export function ConfirmDialog() {
  const { open, title, message, okText, cancelText, actionBtnType, action, closeConfirmDialog } =
    useConfirmDialogStore();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!open) setFailure(null);
  }, [open]);

  const confirm = async () => {
    setRunning(true);
    setFailure(null);
    try {
      await action?.();
      closeConfirmDialog();
    } catch (error) {
      setFailure(getErrorText(error));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      onClose={() => {
        if (!running) closeConfirmDialog();
      }}
      type="other"
      title={title}
      okText={okText}
      cancelText={cancelText}
      okVariant={actionBtnType}
      okLoading={running}
      onOk={() => {
        void confirm();
      }}
    >
      <Stack gap="4">
        <Text>{message}</Text>
        {failure ? (
          <AlertBanner type="error">
            <Text whiteSpace="pre-line">{failure}</Text>
          </AlertBanner>
        ) : null}
      </Stack>
    </Modal>
  );
}
