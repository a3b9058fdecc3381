import { departmentsRoutes } from '#shared/api/routes/departments';
import type { ReadRoute } from '../api/queries';

/**
 * The public pages served with their data (decision 38), and the reads whose answers they carry:
 * those whose largest paint is what they fetch. Each read takes no parameters, so one answer
 * serves every visitor, and is public.
 */
export const PAGE_READS: Readonly<Record<string, readonly ReadRoute[]>> = {
  '/departments': [departmentsRoutes.listDepartments],
};
