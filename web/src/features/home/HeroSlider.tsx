import { HOME_SLIDER } from '#shared/constants/limits';
import { useHydrated } from '../../lib/useHydrated';
import { SLIDES } from './content';
import { PHOTO_SIZES, photoSourcesOf } from './photo-sources';
import { useAutoAdvance, useFocusWithin, usePrefersReducedMotion } from './useAutoAdvance';

interface Slide {
  readonly src: string;
  readonly alt: string;
}

/** Six images, 3000 ms each with a 500 ms fade, and dots to pick one. */
export function HeroSlider({ slides: all = SLIDES }: { slides?: readonly Slide[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { focused, handlers } = useFocusWithin();
  const { index, goTo } = useAutoAdvance(all.length, HOME_SLIDER.slideMs, reducedMotion || focused);
  const fade = reducedMotion ? 'none' : `opacity ${HOME_SLIDER.transitionMs}ms ease-in-out`;
  /*
   * The page arrives with the first slide only (decision 37): the others are stacked in view, so
   * loading="lazy" would not hold them back, and the first view would fetch and draw six images to
   * show one. They join once the page is the browser's, seconds before the first of them shows.
   */
  const slides = useHydrated() ? all : all.slice(0, 1);

  return (
    <section className="hero" aria-roledescription="carousel" aria-label="Campus life" {...handlers}>
      <div className="hero-slides">
        {slides.map((slide, i) => {
          const image = (
            <img
              key={slide.src}
              src={slide.src}
              alt={slide.alt}
              width={1200}
              height={500}
              className="hero-slide"
              style={{ opacity: i === index ? 1 : 0, transition: fade }}
              aria-hidden={i !== index}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
            />
          );
          const sources = photoSourcesOf(slide.src);
          if (sources.length === 0) return image;
          // A photograph: the browser picks a format it reads, at the width that fills the slide.
          return (
            <picture key={slide.src}>
              {sources.map((source) => (
                <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={PHOTO_SIZES} />
              ))}
              {image}
            </picture>
          );
        })}
        <div className="hero-text">
          <p className="hero-kicker">Campus Engineering College</p>
          <h1>Engineer the future with us</h1>
        </div>
      </div>
      <div className="hero-dots">
        {all.map((slide, i) => (
          <button
            key={slide.src}
            type="button"
            className="hero-dot"
            aria-label={`Show slide ${i + 1} of ${all.length}`}
            aria-current={i === index}
            onClick={() => goTo(i)}
          />
        ))}
      </div>
    </section>
  );
}
