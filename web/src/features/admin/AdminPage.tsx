import { useDocumentTitle } from '../../app/useDocumentTitle';
import { AccountsSection } from './AccountsSection';

export function AdminPage() {
  useDocumentTitle('Admin Dashboard');
  return (
    <div className="page">
      <h1>Admin Dashboard</h1>
      <p className="lead">
        Departments, faculty and the academic calendar are coming in a later release of Campus.
      </p>
      <AccountsSection />
    </div>
  );
}
