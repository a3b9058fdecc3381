import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgress } from './UploadProgress';

describe('UploadProgress', () => {
  it('shows how much of the named file is uploaded, as a bar and in words', () => {
    render(<UploadProgress fileName="unit-3.pdf" fraction={0.426} />);
    expect(screen.getByRole('progressbar', { name: 'Uploading unit-3.pdf' })).toHaveAttribute('value', '43');
    expect(screen.getByRole('status')).toHaveTextContent('43% uploaded');
  });

  it('says the file is being checked once every byte is sent', () => {
    render(<UploadProgress fileName="unit-3.pdf" fraction={1.2} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('value', '100');
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded; checking the file…');
  });
});
