import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_ROUTES, PUBLIC_OPERATIONS } from '../../src/generated/contract-routes.js';
import { renderContractRoutesModule } from '../../src/http/contract-routes-source.js';
import { collectRequestSchemas, renderRequestSchemasModule } from '../../src/http/request-schemas-source.js';
import { contractOperations } from '../../src/http/spec.js';

const committed = (name: string) =>
  readFileSync(new URL(`../../src/generated/${name}`, import.meta.url), 'utf8');

describe('generated contract modules (npm run gen)', () => {
  it('request schemas match the current contract, as fastify-openapi-glue converts it', async () => {
    const fresh = renderRequestSchemasModule(await collectRequestSchemas());
    expect(
      committed('request-schemas.ts') === fresh,
      'src/generated/request-schemas.ts is stale: run npm run gen',
    ).toBe(true);
  });

  it('routes and public operations match the current contract', () => {
    const fresh = renderContractRoutesModule();
    expect(
      committed('contract-routes.ts') === fresh,
      'src/generated/contract-routes.ts is stale: run npm run gen',
    ).toBe(true);
  });
});

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
    expect(index('getPaymentFee')).toBeLessThan(index('getPayment'));
    expect(index('createPaymentChallenge')).toBeLessThan(index('getPayment'));
    expect(index('markAllNotificationsRead')).toBeLessThan(index('markNotificationRead'));
    expect(index('getUnreadNotificationsCount')).toBeLessThan(index('markNotificationRead'));
  });

  it('take the bearer token everywhere except sign-in, recovery, invitations, the roles resource, download links and letter checks', () => {
    expect([...PUBLIC_OPERATIONS].sort()).toEqual([
      'acceptInvitation',
      'checkPasswordResetLink',
      'downloadFile',
      'forgotPassword',
      'getXsrfToken',
      'listRoles',
      'login',
      'lookupInvitation',
      'refreshToken',
      'resetPassword',
      'verifyBalanceConfirmation',
      'verifyTwoFactorCode',
    ]);
  });
});
