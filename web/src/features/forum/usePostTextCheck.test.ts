import { describe, expect, it } from 'vitest';
import { renderHookWithNotify } from '../../lib/notices/renderHookWithNotify';
import { usePostTextCheck } from './usePostTextCheck';

describe('usePostTextCheck', () => {
  it('gives the text to send, trimmed, and tells no one anything', () => {
    const { notify, result: checkText } = renderHookWithNotify(usePostTextCheck);
    expect(checkText({ heading: ' Reunion ', date: '2027-02-01T17:00', body: 'Main hall.' })).toEqual({
      heading: 'Reunion',
      date: '2027-02-01T17:00',
      body: 'Main hall.',
    });
    expect(notify).not.toHaveBeenCalled();
  });

  it('gives nothing for a blank field, and tells the author in an error notice', () => {
    const { notify, result: checkText } = renderHookWithNotify(usePostTextCheck);
    expect(checkText({ heading: 'Reunion', date: '', body: 'Main hall.' })).toBeUndefined();
    expect(notify).toHaveBeenCalledWith('Heading, date-time and body are required.', 'error');
  });
});
