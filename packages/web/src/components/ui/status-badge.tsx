import { Badge } from '@chakra-ui/react';
import type { components } from '@portal/api-types';
import { formatStatus } from '../../lib/format-status';

export type StatusColor = 'green' | 'red' | 'orange' | 'blue' | 'gray';

type Schemas = components['schemas'];
/** Every status the contract answers with: a new value fails the compile below until it has its colour. */
type ContractStatus =
  | Schemas['Status']
  | Schemas['PaymentStatus']
  | Schemas['TransactionStatus']
  | Schemas['RecipientStatus']
  | Schemas['FxQuoteStatus']
  | Schemas['FxTradeStatus']
  | Schemas['KycDocumentStatus']
  | Schemas['ApiKeyStatus']
  | Schemas['WebhookEndpointStatus']
  | Schemas['WebhookDeliveryStatus']
  | Schemas['StatementStatus']
  | Schemas['TransactionExportStatus'];

const STATUS_COLORS: Record<ContractStatus, StatusColor> = {
  success: 'green',
  settled: 'green',
  active: 'green',
  approved: 'green',
  verified: 'green',
  completed: 'green',
  failed: 'red',
  flagged: 'red',
  flag: 'red',
  cancelled: 'red',
  inactive: 'red',
  rejected: 'red',
  partially_failed: 'red',
  expired: 'red',
  pending: 'orange',
  initiated: 'orange',
  processing: 'blue',
  scheduled: 'blue',
  partially_verified: 'blue',
  // Not among the product's coloured statuses: neutral, as rule UI-16 says of anything else.
  awaiting_approval: 'gray',
  recalled: 'gray',
  // A standing order on hold: nothing wrong, nothing running.
  paused: 'gray',
  returned: 'gray',
  // API keys and webhooks: working is green, refused or broken red, stopped by a person neutral, and a key
  // waiting on its creator's role orange, as pending is.
  enabled: 'green',
  succeeded: 'green',
  revoked: 'red',
  failing: 'red',
  disabled: 'gray',
  suspended: 'orange',
  // Statements and exports: a closed month and a file to download are done (green); the month in progress runs
  // on (blue, as processing); an export asked for and not started yet waits (orange, as pending).
  final: 'green',
  provisional: 'blue',
  requested: 'orange',
  ready: 'green',
};

/** The status colour map of rule UI-16; anything else is neutral grey. */
export function getStatusColor(status: string | null | undefined): StatusColor {
  const key = (status ?? '').trim().toLowerCase();
  return Object.hasOwn(STATUS_COLORS, key) ? STATUS_COLORS[key as ContractStatus] : 'gray';
}

export interface StatusBadgeProps {
  status: string;
  /** The words, where a screen names the status its own way (an export 'processing' is 'preparing'). */
  label?: string;
}

/** A status with its colour, underscores shown as spaces. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const color = getStatusColor(status);
  return (
    // Underscores as spaces and nothing else, no case change (rule UI-16).
    <Badge colorPalette={color} variant="subtle" data-color={color} textTransform="none" px="2" py="0.5">
      {label ?? formatStatus(status)}
    </Badge>
  );
}
