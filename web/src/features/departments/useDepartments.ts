import { useEffect } from 'react';
import { useDepartmentList } from '../../api/reads/departments';

/**
 * The public department list. A failure is only logged (docs/requirements.md#silent-failures); the page
 * shows what it has.
 */
export function useDepartments() {
  const query = useDepartmentList();
  useEffect(() => {
    if (query.error) console.error('Failed to fetch departments', query.error);
  }, [query.error]);
  return query;
}
