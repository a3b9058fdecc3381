import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOME_SLIDER } from '#shared/constants/limits';
import { HeroSlider } from './HeroSlider';
import { reduceMotion } from './test-media';

const visibleSlide = () => screen.getAllByRole('img').find((img) => img.style.opacity === '1');
const dot = (n: number) => screen.getByRole('button', { name: `Show slide ${n} of 6` });

describe('HeroSlider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows six images and moves on every 3000 ms, wrapping after the sixth', () => {
    reduceMotion(false);
    render(<HeroSlider />);
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(6);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs - 1));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs * 5));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('fades over 500 ms', () => {
    reduceMotion(false);
    render(<HeroSlider />);
    expect(visibleSlide()?.style.transition).toBe('opacity 500ms ease-in-out');
  });

  it('jumps to the slide whose dot is clicked', () => {
    reduceMotion(false);
    render(<HeroSlider />);
    fireEvent.click(dot(4));
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
    expect(visibleSlide()).toHaveAttribute('src', '/images/home/slide-4.svg');
  });

  it('holds still while keyboard focus is on it, and moves again after', () => {
    reduceMotion(false);
    render(<HeroSlider />);
    act(() => dot(2).focus());
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs * 3));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    act(() => dot(2).blur());
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs));
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
  });

  it('moves on after a dot is clicked: the focus a click leaves does not hold it', () => {
    reduceMotion(false);
    render(<HeroSlider />);
    act(() => {
      fireEvent.pointerDown(dot(3));
      dot(3).focus();
      fireEvent.click(dot(3));
    });
    expect(dot(3)).toHaveAttribute('aria-current', 'true');
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs));
    expect(dot(4)).toHaveAttribute('aria-current', 'true');
  });

  it('does not move by itself, or fade, for users who ask for reduced motion', () => {
    reduceMotion(true);
    render(<HeroSlider />);
    act(() => vi.advanceTimersByTime(HOME_SLIDER.slideMs * 4));
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(visibleSlide()?.style.transition).toBe('none');
  });

  it('serves a photograph as a picture of AVIF and WebP widths (its name encoded), the photograph its fallback; a drawing as it is', () => {
    reduceMotion(false);
    const { container } = render(
      <HeroSlider
        slides={[
          { src: '/images/home/main quad.jpg', alt: 'The quad in the morning' },
          { src: '/images/home/slide-2.svg', alt: 'A drawing' },
        ]}
      />,
    );
    const pictures = container.querySelectorAll('picture');
    expect(pictures).toHaveLength(1);
    const sources = [...(pictures[0]?.querySelectorAll('source') ?? [])].map((source) => [
      source.type,
      source.getAttribute('srcset'),
      source.getAttribute('sizes'),
    ]);
    expect(sources).toEqual([
      [
        'image/avif',
        '/images/home/main%20quad-480w.avif 480w, /images/home/main%20quad-960w.avif 960w, /images/home/main%20quad-1440w.avif 1440w, /images/home/main%20quad-1920w.avif 1920w',
        '(max-width: 600px) 180vw, 100vw',
      ],
      [
        'image/webp',
        '/images/home/main%20quad-480w.webp 480w, /images/home/main%20quad-960w.webp 960w, /images/home/main%20quad-1440w.webp 1440w, /images/home/main%20quad-1920w.webp 1920w',
        '(max-width: 600px) 180vw, 100vw',
      ],
    ]);
    const photo = screen.getByRole('img', { name: 'The quad in the morning' });
    expect(photo.parentElement).toBe(pictures[0]);
    expect(photo).toHaveAttribute('src', '/images/home/main quad.jpg');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    const drawing = container.querySelector('img[src="/images/home/slide-2.svg"]');
    expect(drawing?.parentElement).toHaveClass('hero-slides');
  });
});
