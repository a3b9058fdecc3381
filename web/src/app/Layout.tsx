import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageCouldNotLoad, PageLoadFailed } from '../components/PageLoadFailed';
import { PageLoading } from '../components/PageLoading';
import { AuthProvider } from '../features/auth/AuthProvider';
import { NoticeProvider } from '../lib/notices/NoticeProvider';
import { AskForClass } from './AskForClass';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { useDocumentMeta } from './useDocumentMeta';

export function Layout() {
  useDocumentMeta();
  const { pathname } = useLocation();
  return (
    <NoticeProvider>
      <AuthProvider>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <NavBar />
        <main id="main" tabIndex={-1}>
          {/* A page whose code could not be loaded says so; another address tries afresh. */}
          <PageLoadFailed key={pathname} fallback={<PageCouldNotLoad />}>
            {/* Shown while the first page's code arrives; on a later visit the last page stays. */}
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </PageLoadFailed>
        </main>
        <Footer />
        <AskForClass />
      </AuthProvider>
    </NoticeProvider>
  );
}
