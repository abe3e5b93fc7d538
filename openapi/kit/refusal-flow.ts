import type { Flow, FlowStep } from './flow-types.js';
import { isRecord, merge } from './flow-values.js';

/**
 * The example's token made one no bank issued, in the same form ('inv_x9gh…' → 'inv_contractkitunknown…'):
 * the contract's examples name the seed's records, so its own token could be a live one.
 */
const unknownToken = (example: unknown) => {
  const token = isRecord(example) && typeof example.token === 'string' ? example.token : '';
  const prefix = /^[a-z]+_/.exec(token)?.[0] ?? '';
  const length = Math.max(token.length, prefix.length + 32);
  return merge(example, { token: `${prefix}contractkitunknown`.padEnd(length, '0') });
};

/**
 * Operations the kit cannot run for real (an emailed token, an act that cannot be undone) reached on the path
 * a bank must refuse: an unknown token, member, batch or quote. Each passes when refused with a declared 4xx in
 * the contract's error shape, and fails when accepted or answered with a 5xx; nothing changes either way. Where
 * a body asks for the kit's user's password, the real one goes, so only the unknown thing is refused.
 */
const STEPS: FlowStep[] = [
  // No account enumeration: the bank answers an address it does not know as it answers any other.
  {
    operationId: 'forgotPassword',
    body: (example) => merge(example, { email: 'contract-kit-nobody@example.invalid' }),
  },
  { operationId: 'checkPasswordResetLink', refusal: 'an unknown password reset token', body: unknownToken },
  { operationId: 'resetPassword', refusal: 'an unknown password reset token', body: unknownToken },
  { operationId: 'lookupInvitation', refusal: 'an unknown invitation token', body: unknownToken },
  { operationId: 'acceptInvitation', refusal: 'an unknown invitation token', body: unknownToken },
  { operationId: 'setupPassword', refusal: "a first password for a user who has one (the kit's)" },
  {
    operationId: 'changePassword',
    refusal: 'a new password the same as the current one',
    body: (_example, flow) => ({
      current_password: flow.user.password,
      password: flow.user.password,
      password_confirmation: flow.user.password,
    }),
  },
  {
    operationId: 'startTwoFactorSetup',
    refusal: 'a two-factor setup started for a user who has it',
    secondFactor: true,
  },
  {
    operationId: 'completeTwoFactorSetup',
    refusal: 'a two-factor setup completed that was never started',
    withoutSecondFactor: true,
  },
  {
    operationId: 'disableTwoFactor',
    refusal: 'two-factor authentication turned off for a user without it',
    withoutSecondFactor: true,
    body: (example, flow) => merge(example, { password: flow.user.password }),
  },
  { operationId: 'removeMember', refusal: 'an unknown member removed', unknown: 'member' },
  {
    operationId: 'transferOwnership',
    refusal: 'the ownership handed to an unknown member',
    body: (example, flow) => merge(example, { current_password: flow.user.password }),
  },
  { operationId: 'retryPaymentBatch', refusal: 'an unknown batch retried', unknown: 'paymentBatch' },
  { operationId: 'executeFxQuote', refusal: 'an unknown FX quote executed' },
];

/** Each step a flow of its own: one refused or rate-limited stops none of the others. */
export const REFUSAL_FLOWS: Flow[] = STEPS.map((step) => ({
  name: `${step.operationId} check`,
  steps: [step],
}));
