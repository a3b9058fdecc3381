import { describe, expect, it } from 'vitest';
import { invitationMail } from './invitation-mail';

describe('the invitation mail', () => {
  it('reads as a person wrote it, an Alumni account and a Faculty account alike', () => {
    const text = (role: 'Alumni' | 'Faculty' | 'Student') =>
      invitationMail({ firstName: 'Asha', role }, 'L').text;
    expect(text('Alumni')).toContain('made you an Alumni account');
    expect(text('Faculty')).toContain('made you a Faculty account');
    expect(text('Student')).toContain('made you a Student account');
  });
});
