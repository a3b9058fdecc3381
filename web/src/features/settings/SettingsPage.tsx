import type { ReactNode } from 'react';
import { AccountSettings } from '../../components/AccountSettings';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/**
 * Account settings on a page of their own, for every role: the dashboards' sidebars open the same
 * screen as a section, and the user's name in the navigation bar opens this page.
 */
export function SettingsPage({ children }: { readonly children?: ReactNode }) {
  useDocumentTitle('Settings');
  return (
    <section className="page">
      <h1>Settings</h1>
      <div className="stack">
        <AccountSettings />
        {/* What other features add to Settings, which app/pages.tsx places here (the calendar address). */}
        {children}
      </div>
    </section>
  );
}
