import { Outlet } from 'react-router-dom';
import { AuthProvider } from '../features/auth/AuthProvider';
import { NoticeProvider } from '../lib/notices/NoticeProvider';
import { AskForClass } from './AskForClass';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useDocumentMeta } from './useDocumentMeta';

export function Layout() {
  useDocumentMeta();
  return (
    <NoticeProvider>
      <AuthProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
        <AskForClass />
      </AuthProvider>
    </NoticeProvider>
  );
}
