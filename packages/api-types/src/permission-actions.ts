import type { components } from './generated/schema';

type Permission = components['schemas']['Permission'];

/**
 * What each permission lets a person do, worded to end a sentence: the bank's 403 ("Your role (Viewer)
 * cannot make payments."), the web's disabled actions and its plain-words role descriptions.
 */
export const PERMISSION_ACTIONS: Record<Permission, string> = {
  'accounts.view': 'view balances and transactions',
  'exports.create': 'export statements',
  'recipients.manage': 'manage recipients',
  'payments.create': 'make payments',
  'payments.cancel': 'cancel payments',
  'payments.approve': 'approve payments',
  'fx.trade': 'trade foreign exchange',
  'team.manage': 'manage the team',
  'policies.manage': 'manage approval policies',
  'audit.view': 'view the audit log',
  'ownership.transfer': 'transfer ownership',
  'developers.manage': 'manage API keys and webhooks',
};
