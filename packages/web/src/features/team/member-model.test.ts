import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { expiryText, inviteeLabel } from './invitation-model';
import {
  ASSIGNABLE_ROLES,
  lastActiveText,
  memberActivityText,
  memberRowLimits,
  OWN_REMOVE_REASON,
  OWN_ROLE_REASON,
  OWNER_REMOVE_REASON,
  OWNER_ROLE_REASON,
  removalMessage,
  roleChangedText,
  transferCandidates,
} from './member-model';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

describe('members in words', () => {
  it('says when a member was last active, or that they never signed in', () => {
    expect(lastActiveText(null, NOW)).toBe('Never signed in');
    expect(lastActiveText(iso(NOW - 3 * HOUR), NOW)).toBe('Active 3 hours ago');
    expect(lastActiveText(iso(NOW - 3 * DAY), NOW)).toBe('Active 3 days ago');
    // A bank clock a little ahead of the browser's is not 'in a few seconds'.
    expect(lastActiveText(iso(NOW + 20_000), NOW)).toBe('Active just now');
  });

  it('your own row is active now, whatever the clocks say', () => {
    const you = { user_ref: 'usr_ada', last_active_at: iso(NOW - 15 * HOUR) };
    expect(memberActivityText(you, 'usr_ada', NOW)).toBe('Active now');
    expect(memberActivityText(you, 'usr_grace', NOW)).toBe('Active 15 hours ago');
  });

  it('rule TEAM-22: the owner row and your own row offer no role change or removal, each with its reason', () => {
    expect(memberRowLimits({ role: 'owner', user_ref: 'usr_ada' }, 'usr_grace')).toEqual({
      changeRole: i18n._(OWNER_ROLE_REASON),
      remove: i18n._(OWNER_REMOVE_REASON),
    });
    expect(i18n._(OWNER_ROLE_REASON)).toBe("Transfer ownership to change the owner's role.");
    expect(memberRowLimits({ role: 'admin', user_ref: 'usr_ada' }, 'usr_ada')).toEqual({
      changeRole: i18n._(OWN_ROLE_REASON),
      remove: i18n._(OWN_REMOVE_REASON),
    });
    expect(memberRowLimits({ role: 'member', user_ref: 'usr_mo' }, 'usr_ada')).toEqual({
      changeRole: null,
      remove: null,
    });
  });

  it('offers every role but owner, and names a role in a sentence', () => {
    expect(ASSIGNABLE_ROLES).toEqual(['admin', 'approver', 'member', 'viewer']);
    expect(roleChangedText({ first_name: 'Mo', last_name: 'Farah', role: 'admin' })).toBe(
      'Mo Farah is now an Admin.',
    );
    expect(roleChangedText({ first_name: 'Mo', last_name: 'Farah', role: 'viewer' })).toBe(
      'Mo Farah is now a Viewer.',
    );
  });

  it('says what a removal does before it happens', () => {
    expect(removalMessage({ first_name: 'Mo', last_name: 'Farah' }, 'Northwind Trading Ltd')).toMatch(
      /^Mo Farah loses access to Northwind Trading Ltd at once/,
    );
  });

  it('rule TEAM-27: ownership can go to any other member, never to oneself or the owner', () => {
    const member = (user_ref: string, role: 'owner' | 'admin' | 'viewer', first_name: string) => ({
      user_ref,
      role,
      first_name,
      last_name: 'Test',
      email: `${first_name}@northwind.test`,
      two_factor_enabled: false,
      status: 'active' as const,
      joined_at: iso(NOW),
      last_active_at: null,
    });
    const team = [
      member('usr_ada', 'owner', 'Ada'),
      member('usr_kim', 'admin', 'Kim'),
      member('usr_lin', 'viewer', 'Lin'),
    ];
    expect(transferCandidates(team, 'usr_ada')).toEqual([
      { value: 'usr_kim', label: 'Kim Test (Admin)' },
      { value: 'usr_lin', label: 'Lin Test (Viewer)' },
    ]);
  });
});

describe('invitations in words', () => {
  it('rule TEAM-26: says when an open invitation expires, or that it has', () => {
    expect(expiryText({ status: 'pending', expires_at: iso(NOW + 6 * DAY + HOUR) }, NOW)).toBe(
      'Expires in 6 days',
    );
    expect(expiryText({ status: 'pending', expires_at: iso(NOW + 5 * HOUR) }, NOW)).toBe(
      'Expires in 5 hours',
    );
    expect(expiryText({ status: 'expired', expires_at: iso(NOW - DAY) }, NOW)).toBe('Expired');
    // Pending when listed, past since: expired now.
    expect(expiryText({ status: 'pending', expires_at: iso(NOW - 1000) }, NOW)).toBe('Expired');
  });

  it('calls the invitee by name when one was given, else by address', () => {
    expect(inviteeLabel({ first_name: 'Imogen', last_name: 'Hartley', email: 'i@northwind.test' })).toBe(
      'Imogen Hartley',
    );
    expect(inviteeLabel({ first_name: null, last_name: null, email: 'i@northwind.test' })).toBe(
      'i@northwind.test',
    );
  });
});
