/*
 * Teaching assignments (decision 32): which classes each Faculty member teaches. The users group
 * assigns and takes them away, the roster import assigns them, and attendance reads them; none
 * reaches past this module.
 */
export { assign, classesOf, isAssigned, unassign } from './assignments';
export { teachersOf } from './class-teachers';
