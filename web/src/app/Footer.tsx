import { Link } from 'react-router-dom';
import { useHydrated } from '../lib/useHydrated';

const GROUPS = [
  {
    title: 'Quick Links',
    links: [
      { to: '/', label: 'Home' },
      { to: '/contact', label: 'Contact Us' },
    ],
  },
  {
    title: 'Pages',
    links: [
      { to: '/departments', label: 'Departments' },
      { to: '/faculty', label: 'Faculty' },
      { to: '/admin', label: 'Admin' },
    ],
  },
] as const;

const SOCIAL = [
  { href: 'https://www.facebook.com/', label: 'Facebook' },
  { href: 'https://www.instagram.com/', label: 'Instagram' },
  { href: 'https://www.linkedin.com/', label: 'LinkedIn' },
  { href: 'https://www.youtube.com/', label: 'YouTube' },
] as const;

/** Three groups: Quick Links, Pages, Follow Us. */
export function Footer() {
  // The year the visitor's clock says, once the page is hydrated: a page rendered at build time
  // would otherwise keep its build's year, and differ from it on the first of January (decision 37).
  const year = useHydrated() ? new Date().getFullYear() : undefined;
  return (
    <footer className="site-footer">
      <div className="footer-groups">
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Follow Us">
          <h2>Follow Us</h2>
          <ul>
            {SOCIAL.map((link) => (
              <li key={link.label}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="footer-note">©{year === undefined ? '' : ` ${year}`} Campus Engineering College</p>
    </footer>
  );
}
