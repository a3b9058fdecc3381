import { type DashboardPage, SectionedDashboard } from '../../components/SectionedDashboard';
import { AttendanceView } from './AttendanceView';
import { NewAnnouncementsBadge, NotificationsSection } from './NotificationsSection';

/* The Student dashboard's cards built so far (spec §2); the rest come with the student dashboard work. */
const SECTIONS: readonly DashboardPage[] = [
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

const LINKS = [
  { to: '/studybuddy', label: 'Study Buddy', summary: 'Notes your teachers shared, to read and download.' },
];

export function StudentDashboard() {
  return <SectionedDashboard title="Student Dashboard" base="/student" sections={SECTIONS} links={LINKS} />;
}
