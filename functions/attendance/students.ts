/*
 * A class's roster as marking reads it. The accounts group answers it (decision 60), so attendance
 * reads no table of accounts' itself and its grants follow the functions it calls.
 */
export { classRoster, listClassStudents as listStudents, type StudentAccount } from '../accounts';
