import { useEffect } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { readCspNonce } from '../../lib/csp-nonce';
import { useDeferredModule } from '../../lib/deferred-module';
import { toastContainerMounted, toastifyModule, toastOptions } from '../../lib/toast';

/**
 * A react-toastify container with the toast settings of rule UI-22, drawn once the library has loaded just after
 * the first paint; the toasts raised before that wait for it (lib/toast) and show then.
 */
export function DeferredToastContainer(props: Omit<ToastContainerProps, 'nonce'>) {
  const toastify = useDeferredModule(toastifyModule);
  const { containerId } = props;
  // A parent's effects run after its children's: react-toastify has registered the container by now.
  useEffect(() => (toastify ? toastContainerMounted(containerId) : undefined), [toastify, containerId]);
  if (!toastify) return null;
  // The nonce lets react-toastify's runtime <style> pass the strict CSP.
  return <toastify.ToastContainer {...toastOptions} {...props} nonce={readCspNonce()} />;
}
