/** The required fixed list of 10 departments, in its order (docs/requirements.md#department-list). */
export const DEPARTMENT_NAMES = [
  'Artificial Intelligence And Data Science',
  'Civil Engineering',
  'Chemical Engineering',
  'Computer Engineering',
  'Computer Science And Design',
  'Electrical Engineering',
  'Electronics & Telecommunication Engineering',
  'Information Technology',
  'Mechanical Engineering',
  'Robotics And Automation',
] as const;

export type DepartmentName = (typeof DEPARTMENT_NAMES)[number];

/** Descriptions seeded with the departments: docs/requirements.md#department-list fixes only names. */
export const DEPARTMENT_DESCRIPTIONS: Record<DepartmentName, string> = {
  'Artificial Intelligence And Data Science':
    'Machine learning, data engineering and statistics, from foundations to deployed systems.',
  'Civil Engineering': 'Structures, transportation, water resources and the built environment.',
  'Chemical Engineering': 'Process design, reaction engineering and sustainable materials.',
  'Computer Engineering': 'Hardware and software together: architecture, systems and networks.',
  'Computer Science And Design': 'Computing with human-centred design, interaction and media.',
  'Electrical Engineering': 'Power systems, machines, control and renewable energy.',
  'Electronics & Telecommunication Engineering':
    'Circuits, signal processing, embedded systems and communication networks.',
  'Information Technology': 'Software engineering, databases, cloud and information security.',
  'Mechanical Engineering': 'Design, thermal sciences, manufacturing and mechatronics.',
  'Robotics And Automation': 'Robot kinematics, sensing, industrial automation and intelligent control.',
};

/** How many numbered default department images ship with the web app. */
export const DEFAULT_DEPARTMENT_IMAGE_COUNT = 5;
