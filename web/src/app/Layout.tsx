import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '../components/PageLoading';
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
          {/* Shown while a page's lazily loaded code arrives. */}
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </main>
        <Footer />
        <AskForClass />
      </AuthProvider>
    </NoticeProvider>
  );
}
