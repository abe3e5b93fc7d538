import { describe, expect, it } from 'vitest';
import {
  type DecisionStep,
  decisionReducer,
  initialDecisionStep,
  isDeciding,
  openForm,
} from './decision-machine';

const issued = (step: DecisionStep) =>
  decisionReducer(step, {
    type: 'challenge-issued',
    requests: [],
    challengeRef: 'chl_1',
    idempotencyKey: 'k1',
  });

describe('the decision machine', () => {
  it('rule APR-24: a second start while a challenge is asked for is ignored (a double click is one)', () => {
    const preparing = decisionReducer(initialDecisionStep, {
      type: 'start',
      decision: 'approve',
      refs: ['pay_1'],
    });
    expect(isDeciding(preparing)).toBe(true);
    expect(decisionReducer(preparing, { type: 'start', decision: 'reject', refs: ['pay_2'] })).toBe(
      preparing,
    );
  });

  it('rule APR-24: sending keeps the key; a refusal the bank kept brings a new one, a lost answer keeps it', () => {
    const signing = issued(
      decisionReducer(initialDecisionStep, { type: 'start', decision: 'approve', refs: ['pay_1'] }),
    );
    const sending = decisionReducer(decisionReducer(signing, { type: 'type-code', code: '123456' }), {
      type: 'send',
    });
    expect(decisionReducer(sending, { type: 'send' })).toBe(sending);
    expect(decisionReducer(sending, { type: 'close' })).toBe(sending);
    const wrongCode = decisionReducer(sending, { type: 'refused', codeError: 'Wrong code', newKey: 'k2' });
    expect(openForm(wrongCode)).toMatchObject({
      codeError: 'Wrong code',
      idempotencyKey: 'k2',
      code: '123456',
    });
    const lost = decisionReducer(sending, { type: 'refused', error: new Error('offline') });
    expect(openForm(lost)?.idempotencyKey).toBe('k1');
    expect(decisionReducer(sending, { type: 'decided' })).toEqual(initialDecisionStep);
  });

  it('rule APR-26: a refused challenge (no 2FA) blocks until dismissed', () => {
    const preparing = decisionReducer(initialDecisionStep, {
      type: 'start',
      decision: 'approve',
      refs: ['pay_1'],
    });
    const blocked = decisionReducer(preparing, { type: 'challenge-refused', error: 'no 2FA' });
    expect(blocked).toEqual({ name: 'blocked', error: 'no 2FA' });
    expect(decisionReducer(blocked, { type: 'close' })).toEqual(initialDecisionStep);
  });

  it('rule APR-25: typing clears the field’s message', () => {
    const signing = issued(
      decisionReducer(initialDecisionStep, { type: 'start', decision: 'reject', refs: ['pay_1'] }),
    );
    const invalid = decisionReducer(signing, { type: 'invalid', reasonError: 'Say why' });
    expect(openForm(invalid)?.reasonError).toBe('Say why');
    expect(
      openForm(decisionReducer(invalid, { type: 'type-reason', reason: 'x' }))?.reasonError,
    ).toBeUndefined();
  });
});
