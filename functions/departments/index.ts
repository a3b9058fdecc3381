import type { Department } from '#shared/schemas/department';
import { listDepartments } from './list-departments';
import * as departments from './repository';

/** The department list as its public read answers it: the pages group serves it in the HTML. */
export const publicDepartmentList = (): Promise<Department[]> => listDepartments({}, { departments });
