import type { components } from './generated/schema';

type Role = components['schemas']['Role'];

/** A role as people read it ('approver' → 'Approver'): the web's labels and the bank's 403 messages. */
export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  admin: 'Admin',
  approver: 'Approver',
  member: 'Member',
  viewer: 'Viewer',
};
