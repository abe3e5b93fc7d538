import { Box } from '@chakra-ui/react';
import type { CSSProperties } from 'react';
import { DeferredToastContainer } from '../../components/ui/deferred-toast-container';
import { HEADER_TOAST_CONTAINER_ID, hasHeaderToastRoom } from '../../lib/toast';
import { useWindowSizeStore } from '../../stores/window-size-store';

// The container fills the slot instead of floating at the window's top centre; the toast is as wide as the slot
// and short enough (no minimum height) to stay inside the bar.
const SLOT_CONTAINER_STYLE = {
  position: 'absolute',
  inset: '4px 0',
  width: 'auto',
  padding: 0,
  transform: 'none',
  '--toastify-toast-width': '100%',
  '--toastify-toast-min-height': '0px',
} as CSSProperties;
const SLOT_TOAST_STYLE: CSSProperties = {
  width: '100%',
  maxWidth: '560px',
  marginInline: 'auto',
  marginBlock: 0,
  padding: '6px 12px',
  fontSize: '13px',
  lineHeight: 1.35,
};

/**
 * The header bar's free middle; on wide screens it holds the toasts sent to it (the idle warning). Its container
 * mounts once react-toastify has loaded after the first paint (toasts sent earlier wait for it).
 */
export function HeaderToastSlot() {
  const hasRoom = useWindowSizeStore((state) => hasHeaderToastRoom(state.currentWindowWidth));
  return (
    <Box
      display={{ base: 'none', sm: 'block' }}
      flex="1"
      alignSelf="stretch"
      position="relative"
      minW="0"
      data-testid="header-toast-slot"
    >
      {hasRoom ? (
        <DeferredToastContainer
          containerId={HEADER_TOAST_CONTAINER_ID}
          position="top-center"
          style={SLOT_CONTAINER_STYLE}
          toastStyle={SLOT_TOAST_STYLE}
        />
      ) : null}
    </Box>
  );
}
