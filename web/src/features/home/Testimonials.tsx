import { TESTIMONIALS as TIMING } from '#shared/constants/limits';
import { TESTIMONIALS } from './content';
import { useAutoAdvance, useFocusWithin, usePrefersReducedMotion } from './useAutoAdvance';

/** Three student reviews, one at a time, every 5000 ms; the arrows wrap round. */
export function Testimonials() {
  const reducedMotion = usePrefersReducedMotion();
  const { focused, handlers } = useFocusWithin();
  const { index, goTo } = useAutoAdvance(TESTIMONIALS.length, TIMING.advanceMs, reducedMotion || focused);
  const current = TESTIMONIALS[index] ?? TESTIMONIALS[0];

  return (
    <section
      className="home-section testimonials"
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      {...handlers}
    >
      <h2 id="testimonials-heading">What our students say</h2>
      <div className="testimonial-frame">
        <button
          type="button"
          className="carousel-arrow"
          aria-label="Previous testimonial"
          onClick={() => goTo(index - 1)}
        >
          ‹
        </button>
        <figure className="testimonial" aria-live={focused ? 'polite' : 'off'}>
          <img
            src={current.image}
            alt={`Portrait of ${current.name}`}
            width={96}
            height={96}
            className="testimonial-photo"
            loading="lazy"
          />
          <blockquote>{current.review}</blockquote>
          <figcaption>
            <strong>{current.name}</strong>
            <span>{current.title}</span>
          </figcaption>
        </figure>
        <button
          type="button"
          className="carousel-arrow"
          aria-label="Next testimonial"
          onClick={() => goTo(index + 1)}
        >
          ›
        </button>
      </div>
      <p className="visually-hidden">
        Testimonial {index + 1} of {TESTIMONIALS.length}
      </p>
    </section>
  );
}
