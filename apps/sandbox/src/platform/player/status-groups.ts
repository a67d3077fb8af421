import type { StatusGroup } from '@sportsbook/contract';
import type { z } from 'zod';

/**
 * The platform's status groups: loyalty tiers by comp points and the VIP group. The meaning of the status ids
 * is not shown (SPEC §3); the web app redirects by group membership (§5).
 */
export const statusGroups: readonly z.input<typeof StatusGroup>[] = [
  {
    id: 1,
    name: 'Bronze',
    status_ids: [1],
    condition: { min: 0, max: 999, writeable: false, status: 'active' },
  },
  {
    id: 2,
    name: 'Silver',
    status_ids: [2],
    condition: { min: 1000, max: 4999, writeable: false, status: 'active' },
  },
  {
    id: 3,
    name: 'Gold',
    status_ids: [3],
    condition: { min: 5000, max: null, writeable: false, status: 'active' },
  },
  { id: 4, name: 'VIP', status_ids: [10, 11], condition: null },
];
