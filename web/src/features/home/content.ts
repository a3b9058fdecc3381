/* The home page's fixed content (docs/requirements.md#home-page); images are illustrations for Campus. */
export const SLIDES = [
  { src: '/images/home/slide-1.svg', alt: 'The main academic block at dusk' },
  { src: '/images/home/slide-2.svg', alt: 'Laboratories and the library across the green' },
  { src: '/images/home/slide-3.svg', alt: 'The workshop quarter in the evening sun' },
  { src: '/images/home/slide-4.svg', alt: 'Hostels and the sports ground' },
  { src: '/images/home/slide-5.svg', alt: 'The innovation centre beside the lake' },
  { src: '/images/home/slide-6.svg', alt: 'The campus skyline at night' },
] as const;

export const PROGRAMMES = [
  'Computer Engineering',
  'Electrical Engineering',
  'Chemical Engineering',
  'Civil Engineering',
  'Mechanical Engineering',
  'ENTC Engineering',
  'Computer Science and Design',
  'Information Technology',
  'Robotics and Automation',
] as const;

/* The five required steps, in their words (docs/requirements.md#home-page). */
export const ADMISSION_STEPS = [
  'Complete everything as ordered',
  'Provide the last exam result',
  'Choose the desired programme',
  'Get in contact with the instructor',
  'Finally get started',
] as const;

export const TESTIMONIALS = [
  {
    image: '/images/home/student-1.svg',
    name: 'Priya Sharma',
    title: 'B.Tech. Computer Engineering, 2024',
    review:
      'The project labs let me build real systems from my second year. I joined a startup the week I graduated.',
  },
  {
    image: '/images/home/student-2.svg',
    name: 'Daniel Fernandes',
    title: 'B.Tech. Mechanical Engineering, 2023',
    review: 'Faculty who know your name, a workshop open late, and friends from every corner of the country.',
  },
  {
    image: '/images/home/student-3.svg',
    name: 'Aisha Qureshi',
    title: 'M.Tech. Robotics and Automation, 2025',
    review:
      'I came for the robotics lab and stayed for the people. The mentoring made research feel possible.',
  },
] as const;

export const ARTICLES = [
  {
    tag: 'Insight',
    image: '/images/home/article-1.svg',
    imageAlt: 'A rising line chart',
    date: '2026-10-02',
    title: 'What employers look for in young engineers',
    summary: 'Recruiters from twelve companies told us what sets graduates apart.',
    details:
      'Beyond grades, recruiters asked about projects that shipped, teamwork under deadlines and the habit of writing things down. Internships and open-source work weighed as much as marks. Our placement cell now runs mock reviews of project portfolios every semester.',
  },
  {
    tag: 'Tips',
    image: '/images/home/article-2.svg',
    imageAlt: 'A gentle arc over a study desk',
    date: '2026-09-15',
    title: 'Five study habits that survive exam season',
    summary: 'Small routines from our toppers that you can start this week.',
    details:
      'Review each lecture the same evening; solve one past paper a week; explain a topic aloud to a friend; keep a list of mistakes and revisit it; and protect eight hours of sleep before an exam. None needs more than half an hour a day.',
  },
  {
    tag: 'Recommend',
    image: '/images/home/article-3.svg',
    imageAlt: 'Lines of text on a page',
    date: '2026-08-28',
    title: 'Our faculty recommend: books for the first year',
    summary: 'A short list that makes the first two semesters easier.',
    details:
      'Start with a gentle calculus text, a hands-on introduction to programming, and a book on how engineers think about design. The library keeps several copies of each, and the reading room is open until 10 pm on weekdays.',
  },
] as const;

export type Article = (typeof ARTICLES)[number];
