import { describe, expect, it } from 'vitest';
import { approvalsNeededText, approverRolesText, namesOrList } from './approval-text';

describe('approval wording', () => {
  it('rule APR-28: one approval from "an Approver or Admin", the least powerful role first', () => {
    expect(approvalsNeededText(1, ['admin', 'approver'])).toBe('1 approval from an Approver or Admin');
    expect(approverRolesText(['owner', 'admin', 'approver'], 1)).toBe('an Approver, Admin or Owner');
  });

  it('rule APR-28: several approvals in the plural', () => {
    expect(approvalsNeededText(2, ['approver', 'admin'])).toBe('2 approvals from Approvers or Admins');
  });

  it('names people in an "or" list', () => {
    expect(namesOrList(['Grace Hopper'])).toBe('Grace Hopper');
    expect(namesOrList(['Grace Hopper', 'Lin Chen'])).toBe('Grace Hopper or Lin Chen');
  });
});
