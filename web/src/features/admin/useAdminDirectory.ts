import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { departmentsRoutes } from '../../../../shared/api/routes/departments';
import { facultyRoutes } from '../../../../shared/api/routes/faculty';
import type { NewDepartment } from '../../../../shared/schemas/department';
import type { FacultyForm } from '../../../../shared/schemas/faculty';
import { callApi } from '../../api/client';

export function useDepartmentList() {
  return useQuery({
    queryKey: ['departments'],
    queryFn: ({ signal }) => callApi(departmentsRoutes.listDepartments, { signal }),
  });
}

/** Add or delete a department; the list is fetched again either way (spec §7: the list refreshes). */
export function useChangeDepartments() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['departments'] });
  return {
    add: useMutation({
      mutationFn: (department: NewDepartment) =>
        callApi(departmentsRoutes.addDepartment, { body: department }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (name: string) => callApi(departmentsRoutes.deleteDepartment, { body: { name } }),
      onSettled,
    }),
  };
}

export function useFacultyList() {
  return useQuery({
    queryKey: ['faculty', 'all'],
    queryFn: ({ signal }) => callApi(facultyRoutes.listFaculty, { signal }),
  });
}

export function useChangeFaculty() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: ['faculty'] });
  return {
    save: useMutation({
      mutationFn: ({ id, member }: { id?: string; member: FacultyForm }) =>
        id
          ? callApi(facultyRoutes.updateFaculty, { body: { ...member, id } })
          : callApi(facultyRoutes.addFaculty, { body: member }),
      onSettled,
    }),
    remove: useMutation({
      mutationFn: (id: string) => callApi(facultyRoutes.deleteFaculty, { body: { id } }),
      onSettled,
    }),
  };
}
