import { STATISTICS } from '#shared/constants/limits';

export function Statistics() {
  return (
    <section className="home-section" aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="visually-hidden">
        Campus in numbers
      </h2>
      <dl className="stats">
        {STATISTICS.map((stat) => (
          <div key={stat.label} className="stat">
            <dt>{stat.label}</dt>
            <dd>{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
