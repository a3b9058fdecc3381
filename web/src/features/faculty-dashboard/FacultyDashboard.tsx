import { type DashboardPage, SectionedDashboard } from '../../components/SectionedDashboard';
import { AnnouncementSection } from './AnnouncementSection';
import { AttendanceSection } from './AttendanceSection';
import { NotesSection } from './NotesSection';
import { TimetableSection } from './TimetableSection';

/* The Faculty dashboard's cards (spec §2), each a section with its own URL. */
const SECTIONS: readonly DashboardPage[] = [
  {
    path: 'notes',
    label: 'Upload Study Material',
    summary: 'Share notes that students find in Study Buddy.',
    Component: NotesSection,
  },
  {
    path: 'attendance',
    label: 'Update Attendance',
    summary: 'Mark who was present, see a day’s records, export a range.',
    Component: AttendanceSection,
  },
  {
    path: 'timetable',
    label: 'View Time Table',
    summary: 'The weekly time table.',
    Component: TimetableSection,
  },
  {
    path: 'announcements',
    label: 'Post Announcement',
    summary: 'Tell every student and colleague something new.',
    Component: AnnouncementSection,
  },
];

export function FacultyDashboard() {
  return <SectionedDashboard title="Faculty Dashboard" base="/facultypage" sections={SECTIONS} />;
}
