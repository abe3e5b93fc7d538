import { apiKeyHandlers } from './api-key-handlers.js';
import { approvalHandlers } from './approval-handlers.js';
import { auditHandlers } from './audit-handlers.js';
import { authHandlers } from './auth-handlers.js';
import { balanceHandlers } from './balance-handlers.js';
import { exportHandlers } from './export-handlers.js';
import { fxHandlers } from './fx-handlers.js';
import { paymentBatchHandlers } from './payment-batch-handlers.js';
import { paymentHandlers } from './payment-handlers.js';
import { recipientHandlers } from './recipient-handlers.js';
import { resourceHandlers } from './resource-handlers.js';
import { securityPolicyHandlers } from './security-policy-handlers.js';
import { standingOrderHandlers } from './standing-order-handlers.js';
import { statementHandlers } from './statement-handlers.js';
import { teamHandlers } from './team-handlers.js';
import { transactionHandlers } from './transaction-handlers.js';
import type { HandlerMap } from './types.js';
import { userHandlers } from './user-handlers.js';
import { webhookHandlers } from './webhook-handlers.js';

/** One handler per operationId of the contract, shared by the Fastify and MSW adapters. */
export const operationHandlers: HandlerMap = {
  ...authHandlers,
  ...userHandlers,
  ...balanceHandlers,
  ...paymentHandlers,
  ...transactionHandlers,
  ...recipientHandlers,
  ...fxHandlers,
  ...resourceHandlers,
  ...auditHandlers,
  ...teamHandlers,
  ...exportHandlers,
  ...approvalHandlers,
  ...securityPolicyHandlers,
  ...standingOrderHandlers,
  ...paymentBatchHandlers,
  ...apiKeyHandlers,
  ...webhookHandlers,
  ...statementHandlers,
};
