import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEPARTMENT_NAMES } from '#shared/constants/departments';
import { CollegeStructuredData } from './CollegeStructuredData';

describe('the college’s structured data', () => {
  it('describes a schema.org CollegeOrUniversity at the site’s address, with its departments', () => {
    const { container } = render(<CollegeStructuredData />);
    const script = container.querySelector('script[type="application/ld+json"]');
    const college = JSON.parse(script?.textContent ?? '{}');
    expect(college).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      url: `${window.location.origin}/`,
    });
    expect(college.department).toHaveLength(DEPARTMENT_NAMES.length);
  });
});
