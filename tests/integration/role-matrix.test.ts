import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_LIST, type RouteId } from '#shared/api/routes/index';
import { ROLES, type Role } from '#shared/constants/roles';
import { call, loginAs } from '../support/api';
import { signedInStack } from '../support/shared-stack';
import type { TestStack } from '../support/test-stack';

/*
 * Who may call what (decision 11), written out by hand for every route. A route missing here fails
 * the type check and the first test, so every new route must join the matrix.
 */
type Allowed = 'anyone' | 'signed-in' | readonly Role[];
const WHO_MAY_CALL: Record<RouteId, Allowed> = {
  signup: 'anyone',
  login: 'anyone',
  requestPasswordReset: 'anyone',
  resetPassword: 'anyone',
  confirmEmail: 'anyone',
  resendConfirmation: 'anyone',
  logout: 'signed-in',
  currentUser: 'signed-in',
  changeName: 'signed-in',
  changePassword: 'signed-in',
  setOwnClass: ['Student'],
  listAccounts: ['Admin'],
  approveAccount: ['Admin'],
  rejectAccount: ['Admin'],
  studentByEmail: ['Admin'],
  changeStudentClass: ['Admin'],
  facultyTeaching: ['Admin'],
  assignClass: ['Admin'],
  unassignClass: ['Admin'],
  searchAccounts: ['Admin'],
  disableAccount: ['Admin'],
  enableAccount: ['Admin'],
  graduateAccount: ['Admin'],
  deleteAccount: ['Admin'],
  listDepartments: 'anyone',
  addDepartment: ['Admin'],
  deleteDepartment: ['Admin'],
  listFaculty: 'anyone',
  addFaculty: ['Admin'],
  updateFaculty: ['Admin'],
  deleteFaculty: ['Admin'],
  sendMail: 'anyone',
  listUndeliveredMail: ['Admin'],
  sendMailAgain: ['Admin'],
  requestUpload: 'signed-in',
  confirmUpload: 'signed-in',
  downloadFile: 'signed-in',
  uploadNote: ['Faculty'],
  listNotes: 'signed-in',
  downloadNote: 'signed-in',
  deleteNote: ['Faculty', 'Admin'],
  ownClasses: ['Faculty'],
  listStudents: ['Faculty', 'Admin'],
  teachingDay: ['Faculty'],
  lectureRoster: ['Faculty', 'Admin'],
  markAttendance: ['Faculty', 'Admin'],
  // Beyond the role, a Faculty member reads a class they are assigned, or only the lectures of it
  // they teach or were given; anyone else is refused (attendance-substitute-reads.test.ts).
  attendanceOfDate: ['Faculty', 'Admin'],
  exportAttendance: ['Faculty', 'Admin'],
  ownAttendance: ['Student'],
  ownSummary: ['Student'],
  underMinimum: ['Faculty', 'Admin'],
  exportUnderMinimum: ['Faculty', 'Admin'],
  getEligibility: ['Admin'],
  setEligibility: ['Admin'],
  postAnnouncement: ['Faculty', 'Admin'],
  listAnnouncements: 'signed-in',
  dashboardSummary: ['Admin', 'Faculty', 'Student'],
  recordVisit: ['Student'],
  getCalendar: 'anyone',
  setCalendar: ['Admin'],
  calendarFile: 'anyone',
  deleteCalendar: ['Admin'],
  listMessages: 'signed-in',
  sendMessage: 'signed-in',
  getDirections: 'signed-in',
  listRooms: 'signed-in',
  saveRoom: ['Admin'],
  deleteRoom: ['Admin'],
  submitTask: 'signed-in',
  taskStatus: 'signed-in',
  recentTasks: 'signed-in',
  createPost: ['Alumni'],
  editPost: ['Alumni'],
  deletePost: ['Alumni', 'Admin'],
  likePost: 'signed-in',
  listPosts: 'anyone',
  feed: 'signed-in',
  startImport: ['Admin'],
  importStatus: ['Admin'],
  acceptInvitation: 'anyone',
  getPeriods: 'signed-in',
  setPeriods: ['Admin'],
  getTerm: 'signed-in',
  setTerm: ['Admin'],
  classWeek: ['Student', 'Faculty', 'Admin'],
  ownWeek: ['Student', 'Faculty'],
  ownLectures: ['Student', 'Faculty'],
  createSlot: ['Admin'],
  updateSlot: ['Admin'],
  deleteSlot: ['Admin'],
  addChange: ['Faculty', 'Admin'],
  classDay: ['Admin'],
  undoChange: ['Admin'],
  classTeachers: ['Admin'],
  setStudentBatch: ['Admin'],
  importTimetable: ['Admin'],
  timetableImportStatus: ['Admin'],
  // Own only: the caller's own address; the feed itself opens by its token alone (decision 52).
  feedStatus: 'signed-in',
  makeFeed: 'signed-in',
  calendarFeed: 'anyone',
};

type Caller = 'signed out' | Role;
const CALLERS: readonly Caller[] = ['signed out', ...ROLES];

function expected(allowed: Allowed, caller: Caller): 'allowed' | 401 | 403 {
  if (allowed === 'anyone') return 'allowed';
  if (caller === 'signed out') return 401;
  if (allowed === 'signed-in') return 'allowed';
  return allowed.includes(caller) ? 'allowed' : 403;
}

describe('role matrix: every route × every caller', () => {
  let stack: TestStack;
  let token: (role: Role) => string;
  beforeAll(async () => {
    ({ stack, token } = await signedInStack());
  });

  it('has an entry for each route of the route table, and no other', () => {
    expect(Object.keys(WHO_MAY_CALL).sort()).toEqual(ROUTE_LIST.map((route) => route.id).sort());
  });

  const cases = ROUTE_LIST.flatMap((route) => CALLERS.map((caller) => ({ route, caller })));
  it.each(cases)('$route.method $route.path as $caller', async ({ route, caller }) => {
    let as: string | undefined;
    if (caller !== 'signed out') {
      const account = stack.demoAccounts.find((a) => a.role === caller);
      // Logging out ends the session, so that call gets a session of its own.
      as = route.id === 'logout' && account ? await loginAs(stack.apiUrl, account) : token(caller);
    }
    const path = route.path.replace(/\{[^}]+\}/g, 'matrix-test');
    const body = route.method === 'GET' ? undefined : {};
    const { status } = await call(stack.apiUrl, route.method, path, { token: as, body });
    const want = expected(WHO_MAY_CALL[route.id], caller);
    if (want === 'allowed') {
      expect(status, `${route.id} as ${caller}`).not.toBe(401);
      expect(status, `${route.id} as ${caller}`).not.toBe(403);
      expect(status).toBeLessThan(500);
    } else {
      expect(status, `${route.id} as ${caller}`).toBe(want);
    }
  });
});
