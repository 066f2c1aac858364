// Training overview, individual, corporate and mock interview copy (SPEC §2).
import { MODULE_NAMES } from '../config/spec-constants';
import type { FeatureCard, ModuleCard, OfferingCard, TableRow } from './types';

/** The terms state the rules the portal enforces for quizzes, assignments and certificates (decision 135). */
export const HOW_ASSESSMENT_WORKS = { to: '/privacy-policy#terms', text: 'How assessments and certificates work' } as const;

export const TRAINING_OFFERINGS: readonly OfferingCard[] = [
  {
    title: 'Individual Training',
    content: { heading: 'Learn at your pace', list: ['Live 1-on-1, recorded or hybrid', 'Custom curriculum', 'Mentor guidance'] },
    link: { to: '/training/individual', label: 'Explore individual training' },
    image: 'learner',
  },
  {
    title: 'Corporate Training',
    content: { heading: 'For your teams', list: ['Needs assessment', 'Custom curriculum', 'HR and L&D reports'] },
    link: { to: '/training/corportate', label: 'Explore corporate training' },
    image: 'team',
  },
  {
    title: 'Interview Preparation',
    content: { heading: 'Mock interviews that work', list: ['Real consultants', 'Scenario-based', 'Feedback and action plan'] },
    link: { to: '/training/interview', label: 'Explore mock interviews' },
    image: 'conversation',
  },
  {
    title: 'Server Access',
    content: { heading: 'Practise anytime', list: ['Live S/4HANA server', 'Pre-loaded scenarios', 'Support when stuck'] },
    link: { to: '/training#server-access', label: 'Know More' },
    image: 'server',
  },
];

const MODULE_DESCRIPTIONS: Record<(typeof MODULE_NAMES)[number], string> = {
  MM: 'Procurement, inventory and invoice verification.',
  FICO: 'Financial accounting and controlling.',
  SD: 'Sales, pricing, delivery and billing.',
  EWM: 'Warehouse processes in S/4HANA.',
  TM: 'Freight planning and settlement.',
  VIM: 'Vendor invoice management and workflows.',
  BTP: 'Extensions and integration in the cloud.',
  'S/4 HANA architecture': 'The simplified data model and Fiori.',
  'Activate methodology': 'How SAP projects are phased and run.',
  Testing: 'Unit, integration and user acceptance testing.',
  'Real-time exposure': 'Tickets and change requests from live projects.',
};

/** §2: the modules carousel, 11 items (§9). */
export const MODULES: readonly ModuleCard[] = MODULE_NAMES.map((title, i) => ({
  title,
  description: MODULE_DESCRIPTIONS[title],
  image: (['learner', 'network', 'server', 'conversation'] as const)[i % 4]!,
}));

export const SERVER_ACCESS = {
  title: 'Practice server access',
  text: 'Every learner gets a personal login on our SAP S/4HANA practice server with pre-loaded company codes, plants and master data. Use it after class, repeat scenarios until they are second nature, and ask a mentor when something does not post.',
  points: ['Available 20 hours a day', 'Pre-configured scenarios for MM, FICO, SD and EWM', 'Also offered on its own to certified consultants'],
};

export const INDIVIDUAL = {
  intro:
    'One learner, one trainer, one plan. We shape the curriculum around your background and target role, and you learn live one-on-one, from recordings, or a mix of both.',
  audiences: [
    'Freshers who want a first job in SAP',
    'Finance professionals moving into FICO',
    'Logistics and supply chain professionals moving into MM, SD, EWM or TM',
    'IT professionals moving into functional or BTP roles',
    'Career switchers from any field',
    'People tired of generic, recorded-only courses',
  ],
  differentiators: [
    { icon: 'target', title: 'Customized curriculum', description: 'A plan built on your background, target role and the time you have.' },
    { icon: 'clock', title: 'Flexible learning options', description: 'Live one-on-one, recorded or hybrid: switch as your schedule changes.' },
    { icon: 'server', title: 'Hands-on server access', description: 'Your own login on a live S/4HANA practice server.' },
    { icon: 'interview', title: 'Mock interviews and career support', description: 'Interviews by consultants, resume help and referrals.' },
  ] satisfies FeatureCard[],
  features: [
    { feature: 'Personalized curriculum', detail: 'Built around your background and the role you are aiming for.' },
    { feature: 'Live 1-on-1 sessions and recordings', detail: 'Every live session is recorded so you can revise.' },
    { feature: 'SAP server access', detail: 'A personal login on our S/4HANA practice server.' },
    { feature: 'Module-specific assignments', detail: 'Scenario assignments reviewed by your trainer.', more: HOW_ASSESSMENT_WORKS },
    { feature: 'Mock interview prep', detail: 'At least two mock interviews with working consultants.' },
    { feature: 'Lifetime support and mentorship', detail: 'Questions answered after the course and on your first project.' },
  ] satisfies TableRow[],
};

export const CORPORATE = {
  intro:
    'Custom SAP programmes for teams going through a rollout, a migration or a wave of new hires, with real system access and reports your HR and L&D teams can use.',
  reasons: [
    { icon: 'target', title: 'Needs assessment first', description: 'We map roles and skill gaps before we write a single lesson.' },
    { icon: 'book', title: 'Custom curriculum', description: 'Your processes, your terminology, your configuration.' },
    { icon: 'server', title: 'Real system access', description: 'Every participant practises on a live S/4HANA system.' },
    { icon: 'project', title: 'Scenario assignments', description: 'Assignments drawn from your own business scenarios.' },
    { icon: 'chart', title: 'Assessments and dashboards', description: 'Post-training assessments and reports for HR and L&D.' },
  ] satisfies FeatureCard[],
  useCases: ['SAP rollouts and S/4HANA migrations', 'Upskilling non-SAP staff', 'Onboarding new hires', 'Cross-department alignment', 'Refresher programs'],
  howItWorks: [
    { feature: 'Needs assessment', detail: 'Interviews and a skills survey to find the gaps that matter.' },
    { feature: 'Custom curriculum', detail: 'Modules and scenarios matched to your processes and roles.' },
    { feature: 'Delivery', detail: 'On-site in Bengaluru, live online or blended, in batches that fit your calendar.' },
    { feature: 'Real system access', detail: 'Practice on a live S/4HANA system during and after sessions.' },
    { feature: 'Post-training assessments', detail: 'Scenario-based tests per participant.', more: HOW_ASSESSMENT_WORKS },
    { feature: 'Reports and dashboards', detail: 'Attendance, scores and readiness for your HR and L&D teams.' },
  ] satisfies TableRow[],
};

export const INTERVIEW = {
  intro:
    'Practise with consultants who sit on real interview panels. Scenario questions tailored to your target role, honest feedback and an action plan for the next attempt.',
  experience: [
    { icon: 'mentor', title: 'Real consultants', description: 'Interviewers who work on SAP projects and hire for them.' },
    { icon: 'project', title: 'Scenario-based questions', description: 'Business situations, not memorised definitions.' },
    { icon: 'target', title: 'Tailored to your role', description: 'Questions for the module, level and company type you are targeting.' },
    { icon: 'check', title: 'Feedback and action plan', description: 'A written scorecard and what to practise before the next round.' },
  ] satisfies FeatureCard[],
  why: [
    { feature: 'Realistic panels', detail: 'Consultants who interview candidates for their own projects.' },
    { feature: 'Scenario questions', detail: 'Drawn from live implementations and support tickets.' },
    { feature: 'Role tailoring', detail: 'Fresher, lateral or senior, end-user or consultant.' },
    { feature: 'Written feedback', detail: 'A scorecard per answer with model responses.' },
    { feature: 'Optional add-ons', detail: 'Resume guidance and a follow-up interview round.' },
  ] satisfies TableRow[],
};
