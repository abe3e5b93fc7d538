import { Box, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ariaHidden } from '@zag-js/aria-hidden';
import { type RefObject, useEffect, useRef } from 'react';
import { toastOptions } from '../../lib/toast';
import { Button } from './button';
import {
  DIALOG_MIN_HEIGHT,
  MODAL_MAX_HEIGHT,
  MODAL_MAX_WIDTH,
  MODAL_OVERLAY,
  MODAL_Z_INDEX,
  type ModalPosition,
  type ModalProps,
  type ModalType,
} from './modal-props';

/** The dialog recipe's variants: they pick its style rules, so the dialog and its primer share them. */
const RECIPE_VARIANTS = { scrollBehavior: 'inside' } as const;

const JUSTIFY: Record<ModalPosition, string> = { left: 'flex-start', right: 'flex-end', center: 'center' };

interface ModalFrameProps extends Omit<ModalProps, 'open' | 'position' | 'container'> {
  place: ModalPosition;
  contentRef?: RefObject<HTMLDivElement | null>;
}

/** Backdrop, panel and its parts: the same elements, so the same style rules, for the dialog and its primer. */
function ModalFrame({
  title,
  children,
  type = 'default',
  place,
  onClose,
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
  contentRef,
}: ModalFrameProps) {
  const { t } = useLingui();
  const isPanel = type === 'default';
  return (
    <>
      <Dialog.Backdrop bg={MODAL_OVERLAY} zIndex={MODAL_Z_INDEX} data-testid="modal-overlay" />
      <Dialog.Positioner
        zIndex={MODAL_Z_INDEX}
        justifyContent={JUSTIFY[place]}
        alignItems="center"
        px={{ base: '2', md: '4' }}
        data-testid="modal-positioner"
      >
        <Dialog.Content
          ref={contentRef}
          aria-modal
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
    </>
  );
}

/**
 * A toast stays a toast over an open dialog: closing it is not a click outside the dialog. The app's toasts
 * (app/toast-host.tsx); the header's own container sits under the backdrop.
 */
const TOASTS = [() => document.querySelector(`.Toastify__toast-container--${toastOptions.position}`)];

/**
 * The dialog of Modal (rule UI-05), in a chunk of its own with Chakra's dialog machine (modal.tsx).
 *
 * Modal in everything but one part of the machine's `modal` mode: the page behind is hidden from assistive
 * technology (aria-hidden, the same library the machine uses), focus is trapped, scrolling locked, a click
 * outside or Escape closes, and the panel says aria-modal. What is left out is the machine's pointer blocking:
 * `pointer-events: none` on the body, which has the browser recompute the style of every element of the page
 * as the dialog opens (opening Add recipient at 4x CPU: 160-176 ms instead of 200-216 ms). The backdrop
 * covers the page, so a pointer reaches nothing behind it either way.
 */
export function ModalDialog({ open, onClose, position, container, ...frame }: ModalProps) {
  const place = position ?? (frame.type === 'other' ? 'center' : 'right');
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => (open ? ariaHidden(() => [contentRef.current], { defer: true }) : undefined), [open]);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
      modal={false}
      persistentElements={TOASTS}
      closeOnInteractOutside
      closeOnEscape
      trapFocus
      preventScroll
      {...RECIPE_VARIANTS}
    >
      <Portal container={container}>
        <ModalFrame {...frame} place={place} onClose={onClose} contentRef={contentRef} />
      </Portal>
    </Dialog.Root>
  );
}

const noop = () => {};

/**
 * A side panel and a centred dialog, drawn closed and hidden for one render while the browser is idle: Chakra's
 * style rules for them go into the page then. Inserted on the first open instead, each new rule had the browser
 * match the whole page's styles again (opening Add recipient at 4x CPU: a recalculation of ~700 elements).
 */
export function ModalStylePrimer() {
  return (
    <Box display="none" aria-hidden>
      {PRIMED.map(([type, place]) => (
        <Dialog.Root key={type} open={false} lazyMount={false} unmountOnExit={false} {...RECIPE_VARIANTS}>
          <ModalFrame type={type} place={place} title="" onClose={noop} />
        </Dialog.Root>
      ))}
    </Box>
  );
}

const PRIMED: readonly (readonly [ModalType, ModalPosition])[] = [
  ['default', 'right'],
  ['other', 'center'],
];
