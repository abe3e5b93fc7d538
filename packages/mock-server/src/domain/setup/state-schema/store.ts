import { z } from 'zod';
import type { Store } from '../../bank/index.js';
import { approvalRuleSchema } from './approvals.js';
import { auditEntrySchema } from './audit.js';
import {
  approvalChallengeSchema,
  paymentBatchChallengeSchema,
  paymentChallengeSchema,
} from './challenges.js';
import {
  apiKeySchema,
  webhookDeliverySchema,
  webhookEndpointSchema,
  webhookInboxEntrySchema,
} from './developers.js';
import { count, epochMs, ref } from './fields.js';
import { fxQuoteSchema, fxTradeSchema } from './fx.js';
import { idempotencyEntrySchema } from './idempotency.js';
import { balanceSchema, transactionSchema } from './ledger.js';
import { emailSchema, invitationSchema, resetTokenSchema } from './mail.js';
import { schemaOf } from './model-link.js';
import { notificationSchema } from './notifications.js';
import { bankAccountSchema, organizationSchema } from './organizations.js';
import { paymentBatchSchema } from './payment-batches.js';
import { paymentSchema } from './payments.js';
import { knownPayeeSchema, kycDocumentSchema, recipientSchema } from './recipients.js';
import {
  accessTokenSchema,
  failureRecordSchema,
  loginChallengeSchema,
  rateWindowSchema,
  refreshFamilySchema,
} from './sessions.js';
import { standingOrderSchema } from './standing-orders.js';
import { balanceConfirmationSchema, transactionExportSchema } from './statements.js';
import { userSchema } from './users.js';

/** Every collection of the store but the rng (a state carries its position apart). */
export type StoreCollections = Omit<Store, 'rng'>;

const byKey = <T extends z.ZodType>(value: T) => z.map(z.string(), value);

/** The whole store as a state decodes it: every collection, every record's fields and types. */
export const storeSchema = schemaOf<StoreCollections>()(
  z.strictObject({
    seq: count,
    users: byKey(userSchema),
    organizations: byKey(organizationSchema),
    bankAccounts: byKey(bankAccountSchema),
    balances: byKey(balanceSchema),
    transactions: byKey(z.array(transactionSchema)),
    payments: byKey(paymentSchema),
    paymentBatches: byKey(paymentBatchSchema),
    standingOrders: byKey(standingOrderSchema),
    recipients: byKey(recipientSchema),
    knownPayees: byKey(knownPayeeSchema),
    kycDocuments: byKey(z.array(kycDocumentSchema)),
    notifications: byKey(z.array(notificationSchema)),
    fxQuotes: byKey(fxQuoteSchema),
    fxTrades: byKey(fxTradeSchema),
    outbox: z.array(emailSchema),
    invitations: byKey(invitationSchema),
    resetTokens: byKey(resetTokenSchema),
    accessTokens: byKey(accessTokenSchema),
    refreshFamilies: byKey(refreshFamilySchema),
    refreshTokenIndex: byKey(ref),
    loginFailures: byKey(z.array(epochMs)),
    loginChallenges: byKey(loginChallengeSchema),
    failureLocks: byKey(failureRecordSchema),
    twoFactorSetupFailures: byKey(count),
    paymentChallenges: byKey(paymentChallengeSchema),
    approvalChallenges: byKey(approvalChallengeSchema),
    paymentBatchChallenges: byKey(paymentBatchChallengeSchema),
    approvalRules: byKey(approvalRuleSchema),
    idempotency: byKey(idempotencyEntrySchema),
    rateWindows: byKey(rateWindowSchema),
    auditLog: z.array(auditEntrySchema),
    apiKeys: byKey(apiKeySchema),
    apiKeyIndex: byKey(ref),
    webhookEndpoints: byKey(webhookEndpointSchema),
    webhookDeliveries: byKey(webhookDeliverySchema),
    webhookInbox: z.array(webhookInboxEntrySchema).max(200),
    balanceConfirmations: byKey(balanceConfirmationSchema),
    transactionExports: byKey(transactionExportSchema),
  }),
);
