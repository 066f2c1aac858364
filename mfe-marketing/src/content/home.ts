// Home page copy (SPEC §2 Home).
import type { FeatureCard, OfferingCard, Testimonial } from './types';

export const HOME_HERO = {
  eyebrow: 'SAP training · ERP implementation · IT staffing',
  title: 'Become job-ready in SAP with real projects',
  lead: 'Learn SAP on a live server with consultants who run projects every day, practise in mock interviews and get placement support until your first offer.',
  actions: [
    { to: '/training', label: 'Explore SAP Training' },
    { to: '/implementation', label: 'ERP Implementation' },
    { to: '/staffing', label: 'Hire ERP Talent' },
  ],
} as const;

export const INSIGHTS = {
  title: 'Research insights from our learners',
  intro: 'We track every batch from the first class to the first offer. These are the numbers behind our approach.',
};

export const BENEFITS: readonly FeatureCard[] = [
  {
    icon: 'project',
    title: 'Real projects, not slides',
    description: 'Every module ends in an end-to-end scenario you configure and test yourself, the way a consultant would on a client system.',
  },
  {
    icon: 'server',
    title: 'Practice server access',
    description: 'Your own login on a live SAP S/4HANA server, available after class hours for as long as you study with us.',
  },
  {
    icon: 'interview',
    title: 'Mock interviews and placement support',
    description: 'Interviews by working consultants, resume reviews and referrals to our hiring partners until you are placed.',
  },
  {
    icon: 'mentor',
    title: 'Mentors for life',
    description: 'A mentor who answers your questions during the course and lifetime support when you start on a real project.',
  },
];

export const OFFERINGS: readonly OfferingCard[] = [
  {
    title: 'SAP Training',
    content: { heading: 'For individuals and teams', list: ['MM', 'FICO', 'SD', 'EWM', 'S/4HANA', 'Mock interviews', 'Server access'] },
    link: { to: '/training', label: 'Explore training' },
    image: 'learner',
  },
  {
    title: 'ERP Implementation',
    content: { heading: 'From blueprint to go-live', list: ['SAP', 'Odoo', 'Zoho', 'Oracle NetSuite', 'Microsoft Dynamics', 'AMS'] },
    link: { to: '/implementation', label: 'See implementation' },
    image: 'network',
  },
  {
    title: 'IT Staffing',
    content: { heading: 'Consultants when you need them', list: ['ERP and SAP', 'Cloud', 'Data analytics', 'Contract', 'Permanent', 'Project-based'] },
    link: { to: '/staffing', label: 'Hire talent' },
    image: 'team',
  },
];

/** Descriptions for the §2 'Is it right for me' items (their names live in spec-constants). */
export const RIGHT_FOR_ME_DETAILS: Record<string, string> = {
  'Interview-Ready Skills': 'Answer scenario questions with confidence because you have done the work.',
  'Real-World SAP Learning': 'Configure business processes on a live system, not on screenshots.',
  'Career Switch Friendly': 'Move into SAP from finance, logistics, IT or any other field.',
  'Beyond Config Guides': 'Understand why a setting exists, not only where it is.',
  'Certified But Stuck': 'Turn a certificate into project experience recruiters ask for.',
  'Project-Based Training': 'Each module ends in an end-to-end project you can talk about.',
  'Job-Focused Curriculum': 'Topics chosen from real job descriptions and interview panels.',
  'Start from Scratch': 'No SAP background needed: we begin with business basics.',
};

/** Hidden section (SPEC §2): kept in data, not displayed. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    image: 'learner',
    designation: 'SAP FICO Consultant',
    content: 'I came from accounting with no SAP background. The month-end closing project was the main topic of my interview.',
  },
  {
    name: 'Arjun Mehta',
    image: 'learner',
    designation: 'SAP MM Analyst',
    content: 'Server access after class made the difference. I practised every scenario until I could explain it.',
  },
  {
    name: 'Kavya Nair',
    image: 'learner',
    designation: 'SAP EWM Consultant',
    content: 'Three mock interviews with real consultants prepared me better than any certification guide.',
  },
];
