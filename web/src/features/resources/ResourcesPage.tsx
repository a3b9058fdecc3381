import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import './resources.css';

const RESOURCES = [
  {
    to: '/studybuddy',
    title: 'Study Buddy',
    text: 'Notes from your faculty, by subject and unit, ready to download.',
    icon: '📚',
  },
  {
    to: '/GPT',
    title: 'Personalized GPT',
    text: 'Ask questions about your notes and files, and get answers with their sources.',
    icon: '💡',
  },
  {
    to: '/blogs',
    title: 'Blog Post',
    text: 'Stories and advice from our alumni, most liked first.',
    icon: '✍️',
  },
] as const;

export function ResourcesPage() {
  useDocumentTitle('Resources');
  return (
    <section className="page">
      <h1>Resources</h1>
      <p className="lead">Tools for studying and staying in touch with the campus community.</p>
      <ul className="card-grid" aria-label="Resources">
        {RESOURCES.map((resource) => (
          <li key={resource.to}>
            <Link to={resource.to} className="card resource-card">
              <span className="resource-icon" aria-hidden="true">
                {resource.icon}
              </span>
              <h2 className="card-title">{resource.title}</h2>
              <p className="resource-text">{resource.text}</p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
