export { type BankState, exportState, importState, STATE_VERSION, StateImportError } from './bank-state.js';
export { createBank, UnknownScenarioError } from './create-bank.js';
export { EMPTY_ORG } from './scenarios/empty-organization.js';
export { SCENARIOS } from './scenarios/index.js';
export { PAYEE_CHECK_RECIPIENTS } from './scenarios/payee-checks.js';
export { POLICY_ADMIN } from './scenarios/two-factor-required.js';
export { NORTHWIND_APPROVAL_RULE } from './seed/approval-rules.js';
export { DEMO_LOGINS, GRACE_TOTP_SECRET, seedUsers } from './seed/users.js';
