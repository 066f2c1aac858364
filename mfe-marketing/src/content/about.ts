// About page copy (SPEC §2 About).
import type { FeatureCard, StepItem, TimelineEntry } from './types';

export const ABOUT_INTRO =
  'Vidya ERP Academy was started in Bengaluru by SAP consultants who kept meeting capable people stuck outside the ERP job market. We teach the way projects really run, implement ERP for growing businesses and place the consultants we train.';

export const WHAT_WE_DO: readonly FeatureCard[] = [
  { icon: 'book', title: 'SAP training', description: 'Individual, corporate and interview preparation programmes on a live S/4HANA server.' },
  { icon: 'cog', title: 'ERP implementation', description: 'SAP, Odoo, Zoho, Oracle NetSuite and Microsoft Dynamics rollouts in 3 to 9 months.' },
  { icon: 'users', title: 'IT staffing', description: 'Contract, permanent and project-based ERP, cloud and data talent for our clients.' },
];

export const WHY_CHOOSE_US: readonly FeatureCard[] = [
  { icon: 'project', title: 'Project-first teaching', description: 'Scenarios from live implementations, not textbook exercises.' },
  { icon: 'mentor', title: 'Trainers who consult', description: 'Every trainer works on client projects and brings them to class.' },
  { icon: 'server', title: 'Your own server login', description: 'Hands-on practice whenever you have time, not only in class.' },
  { icon: 'placement', title: 'Placement support', description: 'Resume reviews, mock interviews and referrals to hiring partners.' },
  { icon: 'support', title: 'Lifetime support', description: 'Questions answered long after the course, including on your first project.' },
];

/** Hidden section (SPEC §2): kept in data, not displayed. */
export const FOUNDER_NOTE = {
  name: 'Ravi Shankar',
  role: 'Founder and principal SAP consultant',
  content:
    'After eighteen years of SAP projects I saw that what interviews test is exactly what courses skip: the messy middle of a real rollout. We built the academy around that gap.',
};

/** Hidden section (SPEC §2): kept in data, not displayed. */
export const TIMELINE: readonly TimelineEntry[] = [
  { title: '2016', content: 'First SAP MM batch of six learners in Bengaluru.' },
  { title: '2019', content: 'Practice server and mock interview panel launched.' },
  { title: '2022', content: 'ERP implementation practice started with Odoo and SAP Business One.' },
  { title: '2025', content: 'Corporate training and staffing for clients across India.' },
];

export const MISSION = 'Make SAP careers reachable for anyone willing to do the work, by teaching the way real projects run.';
export const VISION = 'A workforce of ERP consultants who are ready on day one, and businesses that get their ERP right the first time.';

/** §2: four core values, shown as steps that appear 150 ms × step number apart (§9). */
export const CORE_VALUES: readonly StepItem[] = [
  { title: 'Innovation', description: 'We keep the curriculum and our delivery current with each S/4HANA release.', step: 1, index: 0 },
  { title: 'Collaboration', description: 'Learners, trainers and clients solve problems together.', step: 2, index: 1 },
  { title: 'Excellence', description: 'We measure ourselves by placements and go-lives, not by hours taught.', step: 3, index: 2 },
  { title: 'Integrity', description: 'Honest advice about roles, timelines and costs, even when it is not what you hoped to hear.', step: 4, index: 3 },
];

export const AUDIENCES = [
  'Freshers starting a career in ERP',
  'Finance, logistics and IT professionals moving into SAP',
  'Certified consultants looking for project experience',
  'Businesses planning an ERP rollout or migration',
  'Companies hiring ERP and SAP talent',
] as const;
