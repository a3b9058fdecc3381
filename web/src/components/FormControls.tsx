import type { ReactNode } from 'react';
import { useHydrated } from '../lib/useHydrated';

/**
 * A form's controls, disabled until the page is the browser's. A public page arrives rendered
 * (decision 37): before its script has run, submitting would send the fields in the address (a
 * password in the URL), and what was typed or chosen would be lost when React takes the form over. A disabled
 * fieldset holds every control at once; it draws no box of its own (forms.css).
 */
export function FormControls({ children }: { children: ReactNode }) {
  return (
    <fieldset className="form-controls" disabled={!useHydrated()}>
      {children}
    </fieldset>
  );
}
