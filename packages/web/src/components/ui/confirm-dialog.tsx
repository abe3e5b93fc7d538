import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useConfirmDialogStore } from './confirm-dialog-store';
import { Modal } from './modal';

/**
 * The one confirmation dialog of the app, driven by useConfirmDialogStore; mount it once near
 * the root. Confirm runs the action (awaiting a promise, with the button loading) then closes.
 */
export function ConfirmDialog() {
  const { open, title, message, okText, cancelText, actionBtnType, action, closeConfirmDialog } =
    useConfirmDialogStore();
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    try {
      await action?.();
      closeConfirmDialog();
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
      <Text>{message}</Text>
    </Modal>
  );
}
