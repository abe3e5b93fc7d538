export { exportState, importState, StateImportError } from './bank-state.js';
export { createBank, UnknownScenarioError } from './create-bank.js';

export { SCENARIOS } from './scenarios/index.js';

export { DEMO_LOGINS, GRACE_TOTP_SECRET } from './seed/users.js';
