export const ROLES = ['Admin', 'Faculty', 'Student', 'Alumni'] as const;
export type Role = (typeof ROLES)[number];
