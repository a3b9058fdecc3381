import { useCallback, useState } from 'react';
import { ArticleModal } from './ArticleModal';
import { articleDate } from './article-date';
import { ARTICLES, type Article } from './content';

export function Articles() {
  const [open, setOpen] = useState<Article | null>(null);
  const close = useCallback(() => setOpen(null), []);
  return (
    <section className="home-section" aria-labelledby="articles-heading">
      <h2 id="articles-heading">Articles</h2>
      <ul className="card-grid">
        {ARTICLES.map((article) => (
          <li key={article.title}>
            <article className="card article-card">
              <img
                src={article.image}
                alt={article.imageAlt}
                width={640}
                height={360}
                className="card-image"
                loading="lazy"
              />
              <div className="card-body">
                <p className="tag">{article.tag}</p>
                <p className="muted">{articleDate(article.date, 'medium')}</p>
                <h3 className="card-title">
                  <button type="button" className="article-open" onClick={() => setOpen(article)}>
                    {article.title}
                  </button>
                </h3>
                <p>{article.summary}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {open && <ArticleModal article={open} onClose={close} />}
    </section>
  );
}
