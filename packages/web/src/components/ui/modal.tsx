import { CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import type { ReactNode, RefObject } from 'react';
import { Button, type ButtonVariant } from './button';

/** Stacking, overlay and size of rule UI-05. */
export const MODAL_Z_INDEX = 13;
export const MODAL_OVERLAY = 'rgba(0, 0, 0, 0.65)';
export const MODAL_MAX_WIDTH = '550px';
export const MODAL_MAX_HEIGHT = '94vh';
export const DIALOG_MIN_HEIGHT = '200px';

/** 'default' is a side panel; 'other' a centred dialog. */
export type ModalType = 'default' | 'other';
export type ModalPosition = 'left' | 'right' | 'center';

export interface ModalProps {
  open: boolean;
  /** Called on overlay click, Escape, the close button and (by default) Cancel. */
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  type?: ModalType;
  /** Where the panel sits; right for side panels and centre for dialogs by default. */
  position?: ModalPosition;
  okText?: string;
  cancelText?: string;
  onOk?: () => void;
  onCancel?: () => void;
  okVariant?: ButtonVariant;
  okLoading?: boolean;
  okDisabled?: boolean;
  /** Hide the button row (e.g. when the body is a form with its own buttons). */
  hideFooter?: boolean;
  hideCancel?: boolean;
  /** Replaces the default buttons. */
  footer?: ReactNode;
  /** Portal container; document.body by default. */
  container?: RefObject<HTMLElement | null>;
}

const JUSTIFY: Record<ModalPosition, string> = { left: 'flex-start', right: 'flex-end', center: 'center' };

export function Modal({
  open,
  onClose,
  title,
  children,
  type = 'default',
  position,
  okText = 'Ok',
  cancelText = 'Cancel',
  onOk,
  onCancel,
  okVariant = 'primary',
  okLoading,
  okDisabled,
  hideFooter = false,
  hideCancel = false,
  footer,
  container,
}: ModalProps) {
  const isPanel = type === 'default';
  const place = position ?? (isPanel ? 'right' : 'center');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      closeOnInteractOutside
      closeOnEscape
      trapFocus
      preventScroll
      scrollBehavior="inside"
    >
      <Portal container={container}>
        <Dialog.Backdrop bg={MODAL_OVERLAY} zIndex={MODAL_Z_INDEX} data-testid="modal-overlay" />
        <Dialog.Positioner
          zIndex={MODAL_Z_INDEX}
          justifyContent={JUSTIFY[place]}
          alignItems="center"
          px={{ base: '2', md: '4' }}
          data-testid="modal-positioner"
        >
          <Dialog.Content
            data-type={type}
            data-position={place}
            w="full"
            maxW={MODAL_MAX_WIDTH}
            maxH={MODAL_MAX_HEIGHT}
            h={isPanel ? MODAL_MAX_HEIGHT : undefined}
            minH={isPanel ? undefined : DIALOG_MIN_HEIGHT}
            my="3vh"
            mx="0"
            borderRadius="lg"
            animationDuration="0.3s"
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {hideFooter ? null : (
              <Dialog.Footer>
                {footer ?? (
                  <HStack gap="3" justify="flex-end" w="full">
                    {hideCancel ? null : (
                      <Button variant="outline" onClick={onCancel ?? onClose} disabled={okLoading}>
                        {cancelText}
                      </Button>
                    )}
                    <Button
                      variant={okVariant}
                      onClick={onOk ?? onClose}
                      loading={okLoading}
                      disabled={okDisabled}
                    >
                      {okText}
                    </Button>
                  </HStack>
                )}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
