import { DEFAULT_DEPARTMENT_IMAGE_COUNT } from '#shared/constants/departments';

/** A department without an image gets a numbered default, chosen by its position in the list. */
export function defaultDepartmentImage(position: number): string {
  return `/images/departments/default-${(position % DEFAULT_DEPARTMENT_IMAGE_COUNT) + 1}.svg`;
}
