import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { AdmissionSteps } from './AdmissionSteps';
import { Articles } from './Articles';
import { CollegeStructuredData } from './CollegeStructuredData';
import { HeroSlider } from './HeroSlider';
import { ProgrammeGrid } from './ProgrammeGrid';
import { Statistics } from './Statistics';
import { Testimonials } from './Testimonials';
import './home.css';

export function HomePage() {
  useDocumentTitle('Home');
  return (
    <>
      <CollegeStructuredData />
      <HeroSlider />
      <div className="page home">
        <Statistics />
        <ProgrammeGrid />
        <AdmissionSteps />
        <Testimonials />
        <Articles />
      </div>
    </>
  );
}
