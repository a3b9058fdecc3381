import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TESTIMONIALS as TIMING } from '#shared/constants/limits';
import { Testimonials } from './Testimonials';
import { reduceMotion } from './test-media';

const shown = () => screen.getByRole('figure').querySelector('strong')?.textContent;

describe('Testimonials', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    reduceMotion(false);
  });
  afterEach(() => vi.useRealTimers());

  it('advances every 5000 ms through the three entries and wraps', () => {
    render(<Testimonials />);
    expect(shown()).toBe('Priya Sharma');
    act(() => vi.advanceTimersByTime(TIMING.advanceMs));
    expect(shown()).toBe('Daniel Fernandes');
    act(() => vi.advanceTimersByTime(TIMING.advanceMs));
    expect(shown()).toBe('Aisha Qureshi');
    act(() => vi.advanceTimersByTime(TIMING.advanceMs));
    expect(shown()).toBe('Priya Sharma');
  });

  it('has previous and next arrows that wrap round', () => {
    render(<Testimonials />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(shown()).toBe('Aisha Qureshi');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Priya Sharma');
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(shown()).toBe('Daniel Fernandes');
  });

  it('gives a chosen entry its full 5000 ms before moving on', () => {
    render(<Testimonials />);
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    act(() => vi.advanceTimersByTime(4000));
    expect(shown()).toBe('Daniel Fernandes');
  });

  it('holds still while focus is on an arrow', () => {
    render(<Testimonials />);
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    act(() => vi.advanceTimersByTime(TIMING.advanceMs * 2));
    expect(shown()).toBe('Priya Sharma');
  });
});
