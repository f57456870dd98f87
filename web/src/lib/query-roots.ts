/**
 * The first segment of every query key, per resource. Features build their key factories on these so that a
 * mutation in one feature can invalidate another feature's queries without importing it.
 */
export const queryRoots = {
  users: ['users'],
  templates: ['templates'],
  checklists: ['checklists'],
} as const;
