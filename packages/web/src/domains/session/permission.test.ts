import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { NO_ORGANIZATION_REASON, permissionReason, permissionState } from './permission';

describe('permissionReason (rule ROLE-02)', () => {
  it('names the role and the action, and who can help', () => {
    expect(permissionReason('viewer', 'payments.create')).toBe(
      "Your role (Viewer) can't make payments. Ask an owner or admin.",
    );
    expect(permissionReason('member', 'team.manage')).toBe(
      "Your role (Member) can't manage the team. Ask an owner or admin.",
    );
  });

  it('does not send an admin to an admin for what only the owner can do', () => {
    expect(permissionReason('admin', 'ownership.transfer')).toBe(
      "Your role (Admin) can't transfer ownership. Only the owner can.",
    );
  });
});

describe('permissionState (rule ROLE-01)', () => {
  it('allows what the organization account lists', () => {
    expect(permissionState({ role: 'viewer', permissions: ['accounts.view'] }, 'accounts.view')).toEqual({
      allowed: true,
      reason: null,
    });
  });

  it('refuses what it does not list, with the reason', () => {
    expect(permissionState({ role: 'viewer', permissions: ['accounts.view'] }, 'fx.trade')).toEqual({
      allowed: false,
      reason: "Your role (Viewer) can't trade foreign exchange. Ask an owner or admin.",
    });
  });

  it('reads the permissions the bank sent, never the role name', () => {
    // A bank whose matrix lets viewers pay: the app follows the bank, not its own idea of a viewer.
    expect(
      permissionState({ role: 'viewer', permissions: ['payments.create'] }, 'payments.create').allowed,
    ).toBe(true);
    expect(permissionState({ role: 'owner', permissions: [] }, 'payments.create').allowed).toBe(false);
  });

  it('refuses everything without an organization account', () => {
    expect(permissionState(undefined, 'accounts.view')).toEqual({
      allowed: false,
      reason: i18n._(NO_ORGANIZATION_REASON),
    });
  });
});
