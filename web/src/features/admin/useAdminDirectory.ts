import { useMutation, useQueryClient } from '@tanstack/react-query';
import { departmentsRoutes } from '#shared/api/routes/departments';
import { facultyRoutes } from '#shared/api/routes/faculty';
import type { NewDepartment } from '#shared/schemas/department';
import type { FacultyForm } from '#shared/schemas/faculty';
import { callApi } from '../../api/client';
import { invalidateRoute } from '../../api/queries';

/** Add or delete a department; the list is fetched again either way. */
export function useChangeDepartments() {
  const queryClient = useQueryClient();
  const onSettled = () => invalidateRoute(queryClient, departmentsRoutes.listDepartments);
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

/** Add, edit or delete a member; every faculty list held (the Admin's, a department's) is fetched again. */
export function useChangeFaculty() {
  const queryClient = useQueryClient();
  const onSettled = () => invalidateRoute(queryClient, facultyRoutes.listFaculty);
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
