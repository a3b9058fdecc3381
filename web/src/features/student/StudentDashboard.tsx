import {
  type DashboardLink,
  type DashboardPage,
  SectionedDashboard,
} from '../../components/SectionedDashboard';
import { AttendanceView } from './AttendanceView';
import { ChatSection } from './ChatSection';
import { DirectionsSection } from './DirectionsSection';
import { NewAnnouncementsBadge, NotificationsSection } from './NotificationsSection';
import { TimetableSection } from './TimetableSection';
import { TodoSection } from './TodoSection';

/* The Student dashboard's nine cards, in the spec's order (§2); Settings is the ninth. */
const CARDS: readonly (DashboardPage | DashboardLink)[] = [
  {
    path: 'todo',
    label: 'To-Do List',
    summary: 'Your own list, kept in this browser.',
    Component: TodoSection,
  },
  {
    path: 'timetable',
    label: 'Time Table',
    summary: 'The weekly time table and the academic calendar.',
    Component: TimetableSection,
  },
  { to: '/studybuddy', label: 'Study Buddy', summary: 'Notes your teachers shared, to read and download.' },
  { to: '/GPT', label: 'Personalized GPT', summary: 'Ask questions about your notes.' },
  { path: 'chat', label: 'Community Chat', summary: 'Talk with everyone on campus.', Component: ChatSection },
  { path: 'directions', label: 'Get Directions', summary: 'Find a classroom.', Component: DirectionsSection },
  {
    path: 'attendance',
    label: 'Attendance',
    summary: 'Your attendance, lecture by lecture.',
    Component: AttendanceView,
  },
  {
    path: 'notifications',
    label: 'Notifications',
    summary: 'Announcements from your teachers.',
    Component: NotificationsSection,
    Badge: NewAnnouncementsBadge,
  },
];

export function StudentDashboard() {
  return <SectionedDashboard title="Student Dashboard" base="/student" sections={CARDS} settingsCard />;
}
