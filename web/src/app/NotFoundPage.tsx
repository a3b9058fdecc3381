import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../lib/useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page">
      <h1>Page not found</h1>
      <p className="lead">
        There is no page at this address. <Link to="/">Go to the home page</Link>.
      </p>
    </section>
  );
}
