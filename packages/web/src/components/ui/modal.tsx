import { useEffect, useState } from 'react';
import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import type { ModalProps } from './modal-props';
import { primeScrollLock } from './scroll-lock-primer';

export type { ModalProps } from './modal-props';

/**
 * Chakra's dialog machine, focus trap and layers (about 18 kB gzip) are not downloaded with a screen whose dialogs
 * are closed: they load when the browser is idle after the first paint, or at once when one opens.
 */
export const modalDialogModule = deferredModule(() => import('./modal-dialog'));

/**
 * A side panel or a centred dialog (rule UI-05); nothing is drawn until it is first opened. If its code cannot
 * be loaded then, a toast says so and the dialog counts as closed, so asking again tries again.
 */
export function Modal(props: ModalProps) {
  const { onClose } = props;
  const loaded = useDeferredModule(modalDialogModule, props.open, (error) => {
    toastDeferredLoadFailure(error);
    onClose();
  });
  // The dialog is first drawn closed, then opened. Drawn open at once (the first dialog of a session, whose
  // code had just loaded), it closed itself in the development app, where React runs effects twice: its
  // focus trap and outside-click layer were set up, torn down and set up again (3 of 3 against npm start; 0 of
  // 3 drawn closed first). The built app never showed it; one extra render costs nothing there.
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (loaded) setDrawn(true);
  }, [loaded]);
  const priming = useStylePriming(loaded !== null, props.open);
  if (!loaded) return null;
  return (
    <>
      {priming ? <loaded.ModalStylePrimer /> : null}
      <loaded.ModalDialog {...props} open={props.open && drawn} />
    </>
  );
}

/** Whether the dialogs' style rules have gone into the page (once per page, whichever Modal does it). */
let stylesPrimed = false;

/**
 * True for one render of the first Modal whose code is there while it is closed (modal-dialog.tsx,
 * ModalStylePrimer). A dialog opened first inserts its rules itself, with its own opening. The scroll lock's
 * width goes on the page's root just before (scroll-lock-primer.ts): read while the layout is still clean, so
 * the one restyle the primer's rules cause covers it too.
 */
function useStylePriming(loaded: boolean, open: boolean): boolean {
  const [priming, setPriming] = useState(false);
  useEffect(() => {
    if (!loaded || stylesPrimed) return;
    stylesPrimed = true;
    primeScrollLock();
    if (!open) setPriming(true);
  }, [loaded, open]);
  useEffect(() => {
    if (priming) setPriming(false);
  }, [priming]);
  return priming;
}
