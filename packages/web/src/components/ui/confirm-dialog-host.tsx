import { lazy, Suspense, useEffect, useState } from 'react';
import { useConfirmDialogStore } from './confirm-dialog-store';

// The dialog machinery (Chakra's dialog, focus trap, dismissable layer) stays out of the first paint.
const ConfirmDialog = lazy(async () => ({ default: (await import('./confirm-dialog')).ConfirmDialog }));

/**
 * Mount once near the root: loads the confirmation dialog the first time it is opened, then keeps it mounted so
 * its closing animation and later openings run as before.
 */
export function ConfirmDialogHost() {
  const open = useConfirmDialogStore((state) => state.open);
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  if (!wanted && !open) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
    </Suspense>
  );
}
