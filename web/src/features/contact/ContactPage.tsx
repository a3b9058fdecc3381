import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ContactForm } from './ContactForm';
import './contact.css';

export function ContactPage() {
  useDocumentTitle('Contact Us');
  return (
    <section className="page contact-page">
      <h1>Contact Us</h1>
      <p className="lead">Questions about admissions, programmes or campus life? Write to us or call.</p>
      <div className="contact-layout">
        <aside className="panel contact-info" aria-label="College information">
          <h2>Campus Engineering College</h2>
          <p>
            An autonomous institute offering undergraduate and postgraduate engineering programmes since 1983.
          </p>
          <h3>Address</h3>
          <address>
            Campus Engineering College
            <br />
            Survey No. 44, College Road
            <br />
            Pune, Maharashtra 411001, India
          </address>
          <h3>Call us</h3>
          <ul className="call-links">
            <li>
              Admissions office: <a href="tel:+912025550101">+91 20 2555 0101</a>
            </li>
            <li>
              Main office: <a href="tel:+912025550100">+91 20 2555 0100</a>
            </li>
          </ul>
        </aside>
        <div className="panel">
          <h2>Send us a message</h2>
          <ContactForm />
        </div>
      </div>
    </section>
  );
}
