import { describe, expect, it } from 'vitest';
import { firstIncompleteStep, guardStep, isStepComplete, type StepDraft, stepFromPath } from './step-guard';

const empty: StepDraft = {
  recipientRef: null,
  recipientCurrency: null,
  reasonCode: null,
  reference: '',
  bankAccountRef: null,
  currency: null,
  amount: '',
};
const withRecipient: StepDraft = { ...empty, recipientRef: 'rcp_1', recipientCurrency: 'GBP' };
const withReason: StepDraft = { ...withRecipient, reasonCode: 'SUPP', reference: 'INV-1' };
const complete: StepDraft = { ...withReason, bankAccountRef: 'ba_1', currency: 'GBP', amount: '10.00' };

describe('step guard', () => {
  it('sends an empty draft back to the first step from any later step', () => {
    expect(guardStep('review', empty)).toBe('recipient');
    expect(guardStep('amount', empty)).toBe('recipient');
    expect(guardStep('reason', empty)).toBe('recipient');
    expect(guardStep('recipient', empty)).toBe('recipient');
  });

  it('sends the user to the first incomplete step, never past it', () => {
    expect(guardStep('review', withRecipient)).toBe('reason');
    expect(guardStep('amount', withRecipient)).toBe('reason');
    expect(guardStep('review', withReason)).toBe('amount');
    expect(guardStep('review', complete)).toBe('review');
  });

  it('lets the user go back to any earlier step', () => {
    expect(guardStep('recipient', complete)).toBe('recipient');
    expect(guardStep('reason', complete)).toBe('reason');
    expect(guardStep('amount', withReason)).toBe('amount');
  });

  it('treats invalid data as incomplete', () => {
    expect(isStepComplete('reason', { ...withRecipient, reasonCode: 'SUPP', reference: '<b>' })).toBe(false);
    expect(isStepComplete('amount', { ...complete, amount: '10.001' })).toBe(false);
    expect(isStepComplete('amount', { ...complete, amount: '0' })).toBe(false);
    // The recipient changed to another currency: the amount step must be done again.
    expect(guardStep('review', { ...complete, recipientCurrency: 'EUR' })).toBe('amount');
  });

  it('knows the first incomplete step and reads the step from a path', () => {
    expect(firstIncompleteStep(empty)).toBe('recipient');
    expect(firstIncompleteStep(complete)).toBe('review');
    expect(stepFromPath('/app/new-payment/amount')).toBe('amount');
    expect(stepFromPath('/app/new-payment/review/')).toBe('review');
    expect(stepFromPath('/app/new-payment')).toBeNull();
  });
});
