import { Link } from 'react-router-dom';
import { ADMISSION_STEPS } from './content';

export function AdmissionSteps() {
  return (
    <section className="home-section" aria-labelledby="admission-heading">
      <h2 id="admission-heading">Admission process</h2>
      <ol className="steps">
        {ADMISSION_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {/* Its target is open (docs/requirements.md#open-points); we send admissions to the contact page. */}
      <Link to="/contact" className="button button-primary">
        See all our admissions
      </Link>
    </section>
  );
}
