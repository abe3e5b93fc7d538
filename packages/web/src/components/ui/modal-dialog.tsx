import { CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Button } from './button';
import {
  DIALOG_MIN_HEIGHT,
  MODAL_MAX_HEIGHT,
  MODAL_MAX_WIDTH,
  MODAL_OVERLAY,
  MODAL_Z_INDEX,
  type ModalPosition,
  type ModalProps,
} from './modal-props';

const JUSTIFY: Record<ModalPosition, string> = { left: 'flex-start', right: 'flex-end', center: 'center' };

/** The dialog of Modal (rule UI-05), in a chunk of its own with Chakra's dialog machine (modal.tsx). */
export function ModalDialog({
  open,
  onClose,
  title,
  children,
  type = 'default',
  position,
  okText,
  cancelText,
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
  const { t } = useLingui();
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
            {/* A form's sticky buttons reach over the body's bottom padding (the recipe's 1.5rem), or fields show below them. */}
            <Dialog.Body css={{ '--sticky-actions-bottom': '-1.5rem' }}>{children}</Dialog.Body>
            {hideFooter ? null : (
              <Dialog.Footer>
                {footer ?? (
                  <HStack gap="3" justify="flex-end" w="full">
                    {hideCancel ? null : (
                      <Button variant="outline" onClick={onCancel ?? onClose} disabled={okLoading}>
                        {cancelText ?? t`Cancel`}
                      </Button>
                    )}
                    <Button
                      variant={okVariant}
                      onClick={onOk ?? onClose}
                      loading={okLoading}
                      disabled={okDisabled}
                    >
                      {okText ?? t`Ok`}
                    </Button>
                  </HStack>
                )}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
