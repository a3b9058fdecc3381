import type { FacultyMember } from '#shared/schemas/faculty';

/* A sample directory for local use: two or three people per department, invented for Campus. */
const PEOPLE: [department: FacultyMember['department'], name: string, position: string, education: string][] =
  [
    [
      'Artificial Intelligence And Data Science',
      'Dr. Kavita Menon',
      'Professor and Head',
      'Ph.D. in Machine Learning, Indian Institute of Science, Bengaluru',
    ],
    [
      'Artificial Intelligence And Data Science',
      'Rahul Deshpande',
      'Assistant Professor',
      'M.Tech. in Data Science',
    ],
    [
      'Civil Engineering',
      'Dr. Sunil Patil',
      'Professor',
      'Ph.D. in Structural Engineering, Indian Institute of Technology Bombay',
    ],
    ['Civil Engineering', 'Anjali Kulkarni', 'Associate Professor', 'M.E. in Transportation Engineering'],
    [
      'Chemical Engineering',
      'Dr. Farhan Shaikh',
      'Professor and Head',
      'Ph.D. in Chemical Engineering, Institute of Chemical Technology, Mumbai',
    ],
    ['Chemical Engineering', 'Pooja Nair', 'Assistant Professor', 'M.Tech. in Process Engineering'],
    [
      'Computer Engineering',
      'Dr. Meera Iyer',
      'Professor and Head',
      'Ph.D. in Computer Science, University of Pune, with a thesis on distributed systems',
    ],
    ['Computer Engineering', 'Arjun Rao', 'Associate Professor', 'M.Tech. in Computer Engineering'],
    ['Computer Engineering', 'Sneha Joshi', 'Assistant Professor', 'M.E. in Computer Networks'],
    [
      'Computer Science And Design',
      'Dr. Nikhil Verma',
      'Professor',
      'Ph.D. in Human-Computer Interaction, IIT Guwahati',
    ],
    ['Computer Science And Design', 'Isha Gupta', 'Assistant Professor', 'M.Des. in Interaction Design'],
    [
      'Electrical Engineering',
      'Dr. Prakash Jadhav',
      'Professor and Head',
      'Ph.D. in Power Systems, Visvesvaraya National Institute of Technology',
    ],
    ['Electrical Engineering', 'Ritu Sharma', 'Assistant Professor', 'M.Tech. in Control Systems'],
    [
      'Electronics & Telecommunication Engineering',
      'Dr. Vikram Singh',
      'Professor',
      'Ph.D. in Signal Processing, College of Engineering Pune',
    ],
    [
      'Electronics & Telecommunication Engineering',
      'Neha Bhosale',
      'Associate Professor',
      'M.E. in VLSI and Embedded Systems',
    ],
    [
      'Information Technology',
      'Dr. Ayesha Khan',
      'Professor and Head',
      'Ph.D. in Information Security, Savitribai Phule Pune University',
    ],
    ['Information Technology', 'Sameer Kale', 'Assistant Professor', 'M.Tech. in Software Engineering'],
    [
      'Mechanical Engineering',
      'Dr. Rajesh Pawar',
      'Professor',
      'Ph.D. in Thermal Engineering, Indian Institute of Technology Madras',
    ],
    ['Mechanical Engineering', 'Kiran More', 'Assistant Professor', 'M.E. in Design Engineering'],
    [
      'Robotics And Automation',
      'Dr. Leena Thomas',
      'Professor and Head',
      'Ph.D. in Robotics, Indian Institute of Technology Kanpur',
    ],
    ['Robotics And Automation', 'Aditya Kapoor', 'Assistant Professor', 'M.Tech. in Mechatronics'],
  ];

export const AVATAR_COUNT = 4;

export const SAMPLE_FACULTY: FacultyMember[] = PEOPLE.map(
  ([department, name, position, education], index) => ({
    id: `sample-${String(index + 1).padStart(2, '0')}`,
    imgsrc: `/images/faculty/avatar-${(index % AVATAR_COUNT) + 1}.svg`,
    name,
    position,
    education,
    department,
  }),
);
