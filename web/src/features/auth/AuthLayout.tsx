import type { ReactNode } from 'react';
import './auth.css';

/** Sign-up and login share a decorative left panel; it gives way on small screens. */
export function AuthLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="auth-layout">
      <div className="auth-panel" aria-hidden="true">
        <svg viewBox="0 0 200 160" className="auth-illustration" role="presentation">
          <path d="M100 20 180 60 100 100 20 60z" fill="#fbbf24" />
          <path d="M50 78v36c0 20 100 20 100 0V78l-50 24z" fill="#fff" fillOpacity=".9" />
          <rect x="172" y="62" width="5" height="50" fill="#fff" fillOpacity=".8" />
        </svg>
        <p className="auth-tagline">Learn. Build. Belong.</p>
        <p className="auth-subtitle">One campus for students, faculty, alumni and staff.</p>
      </div>
      <section className="auth-form-area">
        <h1>{title}</h1>
        {children}
      </section>
    </div>
  );
}
