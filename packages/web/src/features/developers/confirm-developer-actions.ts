import { t } from '@lingui/core/macro';
import { openConfirmDialog } from '../../components/ui/confirm-dialog-store';
import { toastSuccess } from '../../lib/toast';
import type { ApiKey } from './api/api-keys';
import type { WebhookEndpoint } from './api/webhooks';

/** Asks before revoking a key: whatever uses it is refused from then on, and it cannot be undone. */
export function confirmRevokeApiKey(key: ApiKey, revoke: (key: string) => Promise<unknown>): void {
  const name = key.name;
  openConfirmDialog({
    title: t`Revoke API key ${name}`,
    message: t`Any system using ${name} is refused from now on. This cannot be undone; you can create a new key instead.`,
    okText: t`Yes, revoke`,
    cancelText: t`No, keep it`,
    action: async () => {
      await revoke(key.ref);
      toastSuccess(t`API key “${name}” revoked.`);
    },
  });
}

/** Asks before deleting an endpoint: no more events go to it, and its delivery log goes too. */
export function confirmDeleteEndpoint(endpoint: WebhookEndpoint, remove: () => Promise<unknown>): void {
  const url = endpoint.url;
  openConfirmDialog({
    title: t`Delete webhook endpoint`,
    message: t`No more events are sent to ${url}, and its delivery history is deleted with it.`,
    okText: t`Yes, delete`,
    cancelText: t`No, keep it`,
    action: async () => {
      await remove();
      toastSuccess(t`Webhook endpoint deleted.`);
    },
  });
}

/** Asks before rotating the signing secret: the receiver must switch to the new one at once. */
export function confirmRotateSecret(rotate: () => Promise<unknown>): void {
  openConfirmDialog({
    title: t`Rotate signing secret`,
    message: t`From now on every delivery, retries included, is signed with a new secret, and the old one no longer verifies. Update your receiver straight away.`,
    okText: t`Yes, rotate`,
    cancelText: t`No, keep it`,
    action: async () => {
      await rotate();
      toastSuccess(t`Signing secret rotated.`);
    },
  });
}
