import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('an image that failed before the page was hydrated (served in its HTML)', () => {
    const decode = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'decode');
    afterEach(() => {
      vi.restoreAllMocks();
      if (decode) Object.defineProperty(HTMLImageElement.prototype, 'decode', decode);
      else Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    });
    const failedAlready = (decodes: boolean) => {
      vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
      vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(decodes ? 640 : 0);
      Object.defineProperty(HTMLImageElement.prototype, 'decode', {
        configurable: true,
        value: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
      });
    };
    const own = { name: 'Civil', description: '', image: 'https://example.org/gone.png' };

    it('is replaced by the default image once the card is the app’s', async () => {
      failedAlready(false);
      const { container } = render(<DepartmentCard department={own} position={2} />);
      await vi.waitFor(() => expect(imageOf(container)).toHaveAttribute('src', defaultDepartmentImage(2)));
    });

    it('is kept when it loaded', async () => {
      failedAlready(true);
      const { container } = render(<DepartmentCard department={own} position={2} />);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(imageOf(container)).toHaveAttribute('src', own.image);
    });
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
