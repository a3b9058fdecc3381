import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DepartmentCard } from './DepartmentCard';
import { defaultDepartmentImage } from './defaultDepartmentImage';

const imageOf = (container: HTMLElement) => container.querySelector('img');

describe('DepartmentCard', () => {
  it('shows the name, description and the department’s own image', () => {
    const { container } = render(
      <DepartmentCard
        department={{
          name: 'Civil Engineering',
          description: 'Bridges.',
          image: 'https://example.org/c.webp',
        }}
        position={0}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Civil Engineering' })).toBeInTheDocument();
    expect(screen.getByText('Bridges.')).toBeInTheDocument();
    expect(imageOf(container)).toHaveAttribute('src', 'https://example.org/c.webp');
  });

  it('uses the numbered default image for its list position when it has none', () => {
    const { container } = render(
      <DepartmentCard department={{ name: 'Civil', description: '' }} position={6} />,
    );
    expect(imageOf(container)).toHaveAttribute('src', '/images/departments/default-2.svg');
  });

  it('falls back to the default image when its own image fails to load', () => {
    const { container } = render(
      <DepartmentCard
        department={{ name: 'Civil', description: '', image: 'https://example.org/gone.png' }}
        position={2}
      />,
    );
    const image = imageOf(container);
    if (!image) throw new Error('no image rendered');
    fireEvent.error(image);
    expect(image).toHaveAttribute('src', defaultDepartmentImage(2));
  });

  it('reserves the image’s space so the layout does not shift', () => {
    const { container } = render(
      <DepartmentCard department={{ name: 'Civil', description: '' }} position={0} />,
    );
    expect(imageOf(container)).toHaveAttribute('width', '640');
    expect(imageOf(container)).toHaveAttribute('height', '360');
  });
});

describe('defaultDepartmentImage', () => {
  it('cycles through the five numbered images by position', () => {
    expect([0, 1, 4, 5, 9].map(defaultDepartmentImage)).toEqual([
      '/images/departments/default-1.svg',
      '/images/departments/default-2.svg',
      '/images/departments/default-5.svg',
      '/images/departments/default-1.svg',
      '/images/departments/default-5.svg',
    ]);
  });
});
