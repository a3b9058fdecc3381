import { Link } from 'react-router-dom';

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
      <p className="footer-note">© {new Date().getFullYear()} Campus Engineering College</p>
    </footer>
  );
}
