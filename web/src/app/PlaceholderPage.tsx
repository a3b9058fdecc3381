import { useDocumentTitle } from './useDocumentTitle';

export function PlaceholderPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="page">
      <h1>{title}</h1>
      <p className="lead">This page is not built yet. It is coming in a later release of Campus.</p>
    </section>
  );
}
