import { toastDeferredLoadFailure } from '../../lib/deferred-load-failure';
import { deferredModule, useDeferredModule } from '../../lib/deferred-module';
import type { ModalProps } from './modal-props';

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
  return loaded ? <loaded.ModalDialog {...props} /> : null;
}
