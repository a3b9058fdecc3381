import { useParams } from 'react-router-dom';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { DashboardShell } from '../../components/DashboardShell';
import { AccountsSection } from './AccountsSection';
import { ContactMailSection } from './ContactMailSection';

/* The Admin dashboard's built sections; departments, faculty and the calendar come next. */
const SECTIONS = [
  { path: 'accounts', label: 'Accounts', Component: AccountsSection },
  { path: 'contact-mail', label: 'Undelivered mail', Component: ContactMailSection },
] as const;

export function AdminPage() {
  const subPath = useParams()['*'] ?? '';
  const section = subPath === '' ? SECTIONS[0] : SECTIONS.find((candidate) => candidate.path === subPath);
  useDocumentTitle(section ? `${section.label} · Admin Dashboard` : 'Admin Dashboard');
  return (
    <DashboardShell title="Admin Dashboard" base="/admin" sections={SECTIONS} current={section?.path}>
      {section ? (
        <section.Component />
      ) : (
        <p className="lead">There is no such section of the Admin dashboard.</p>
      )}
    </DashboardShell>
  );
}
