// The spec's numbers and texts this remote shows, in one place; tests import them.

/** §9: card entrance delay = 200 ms × card index. */
export const CARD_DELAY_STEP_MS = 200;
/** §9: core-value steps appear step number × 150 ms. */
export const STEP_DELAY_MS = 150;

/** §1, §9: the statistics band on the home page. */
export const STATISTICS = [
  { value: '67%', label: 'of our learners come from a non-SAP background' },
  { value: '96 hrs', label: 'average hands-on practice on a live SAP server' },
  { value: '82%', label: 'cleared their interview in 2 attempts or fewer' },
  { value: '46 days', label: 'on average to the first interview call' },
] as const;

/** §2 Home: the 'Is it right for me' list, by name. */
export const RIGHT_FOR_ME_ITEMS = [
  'Interview-Ready Skills',
  'Real-World SAP Learning',
  'Career Switch Friendly',
  'Beyond Config Guides',
  'Certified But Stuck',
  'Project-Based Training',
  'Job-Focused Curriculum',
  'Start from Scratch',
] as const;

/** §2 Training overview: the modules carousel, 11 items (§9). */
export const MODULE_NAMES = [
  'MM',
  'FICO',
  'SD',
  'EWM',
  'TM',
  'VIM',
  'BTP',
  'S/4 HANA architecture',
  'Activate methodology',
  'Testing',
  'Real-time exposure',
] as const;

/** §2 Events, §9: the webinar, 25th August at 12 PM (India time). */
export const WEBINAR = {
  tag: 'Webinar',
  title: 'Free SAP career webinar',
  dateLabel: '25th August',
  timeLabel: '12 PM',
  month: 8,
  day: 25,
  hour: 12,
  utcOffset: '+05:30',
  durationMinutes: 60,
} as const;

/** §5: the catalog download form's messages. */
export const CATALOG_MESSAGES = {
  nameRequired: 'Name is required!',
  emailInvalid: 'A valid email is required',
} as const;

/** §9 / §1: implementation claims. */
export const ROLLOUT_MONTHS = '3 to 9 months';
export const COST_REDUCTION = 'up to 20%';
export const FAQ_COUNT = 5;

/** §2 footer. */
export const COPYRIGHT_YEAR = 2025;
export const LOCATION = 'Bengaluru, India';

/** §2/§9: a course whose price is 0 is shown as Free (the portal's enroll panel says the same). */
export const FREE_LABEL = 'Free';
