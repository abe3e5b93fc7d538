import { describe, expect, it } from 'vitest';
import { contractOperations } from '../http/spec.js';
import { CONTRACT_ROUTES } from './routes.js';

describe('contract routes (both adapters)', () => {
  it('match the operations of openapi.yaml one to one', () => {
    const fromContract = contractOperations()
      .map((o) => `${o.operationId} ${o.method} ${o.path.replace(/\{(\w+)\}/g, ':$1')}`)
      .sort();
    expect(CONTRACT_ROUTES.map((r) => `${r.operationId} ${r.method} ${r.path}`).sort()).toEqual(fromContract);
  });

  it('list static paths before parameterised ones that could shadow them', () => {
    const index = (id: string) => CONTRACT_ROUTES.findIndex((r) => r.operationId === id);
    expect(index('checkPaymentTimeWindow')).toBeLessThan(index('getPayment'));
    expect(index('markAllNotificationsRead')).toBeLessThan(index('markNotificationRead'));
  });
});
