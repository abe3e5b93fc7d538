export { bankAccountRefsOf, bankAccountsOf, requireBankAccount, requireOrg } from './access.js';
export {
  type AuditRecord,
  chainedFields,
  listAuditEvents,
  type RequestOrigin,
  recordAudit,
  verifyAuditChain,
} from './audit-log.js';
export { acceptInvitation, describeInvitation, lookupInvitation } from './invitations.js';
export { transferOwnership } from './ownership.js';
export {
  defaultSecurityPolicy,
  requireTwoFactorByPolicy,
  securityPolicyOf,
  updateSecurityPolicy,
} from './security-policy.js';
export {
  changeMemberRole,
  fullName,
  listMembers,
  removeMember,
  requireMember,
  type TeamMember,
} from './team.js';
export {
  createInvitation,
  invitationStatus,
  listOpenInvitations,
  resendInvitation,
  revokeInvitation,
} from './team-invitations.js';
export type { AuditEntry, Invitation, Organization, SecurityPolicyRecord } from './team-records.js';
