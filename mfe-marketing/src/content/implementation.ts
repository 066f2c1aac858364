// ERP implementation pages (SPEC §2 Implementation page): five service cards, four
// industries and a five-question FAQ per platform. Rollout 3 to 9 months, up to 20% cost
// reduction (§1, §9).
import type { FaqItem, FeatureCard, ServiceCard } from './types';

export interface Platform {
  slug: string;
  path: string;
  name: string;
  short: string;
  summary: string;
  lead: string;
  services: readonly ServiceCard[];
  faqs: readonly FaqItem[];
}

/**
 * "a SAP …" but "an Odoo …", "an Oracle NetSuite …": the article goes by the first letter of
 * the platform name, since every platform here is said as it is spelled. ("a SAP" is the
 * spec's own wording: 'Talk to a SAP Project Expert'.)
 */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

export const INDUSTRIES: readonly FeatureCard[] = [
  { icon: 'building', title: 'Manufacturing', description: 'Production planning, quality and plant maintenance with tight cost control.' },
  { icon: 'store', title: 'Retail and consumer goods', description: 'Store, e-commerce and distributor sales on one inventory.' },
  { icon: 'truck', title: 'Logistics and distribution', description: 'Warehouses, fleets and freight visibility end to end.' },
  { icon: 'pill', title: 'Pharmaceuticals', description: 'Batch traceability, expiry management and compliance reporting.' },
];

function services(name: string, specialty: string): readonly ServiceCard[] {
  return [
    {
      title: 'Assessment and roadmap',
      icon: 'target',
      content: {
        paragraph: `A fit-gap study of your processes against standard ${name}.`,
        items: ['Process workshops', 'Fit-gap report', 'Budget and timeline'],
        footer: 'Two to three weeks',
      },
    },
    {
      title: 'Implementation',
      icon: 'cog',
      content: { paragraph: `Configuration and rollout of ${name} in 3 to 9 months.`, items: ['Blueprint and build', specialty, 'Cutover and go-live'] },
    },
    {
      title: 'Data migration',
      icon: 'layers',
      content: { paragraph: 'Clean, map and load your master and open transaction data.', items: ['Data cleansing', 'Mock loads', 'Reconciliation'] },
    },
    {
      title: 'Integration',
      icon: 'globe',
      content: {
        paragraph: `Connect ${name} with banks, e-commerce, GST and your other systems.`,
        items: ['APIs and middleware', 'E-invoicing and GST', 'Single sign-on'],
      },
    },
    {
      title: 'Support and training',
      icon: 'support',
      content: {
        paragraph: 'Hypercare after go-live, then application support and user training.',
        items: ['Hypercare', 'L1 to L3 support', 'End-user training'],
        footer: 'Up to 20% lower running cost',
      },
    },
  ];
}

function faqs(name: string): readonly FaqItem[] {
  return [
    {
      key: 'duration',
      question: `How long does ${withArticle(name)} implementation take?`,
      answer: [{ type: 'text', text: `Most of our ${name} rollouts take 3 to 9 months, depending on the number of entities, processes and integrations.` }],
    },
    {
      key: 'cost',
      question: 'What does it cost?',
      answer: [
        { type: 'text', text: 'We give a fixed-scope quote after the assessment.' },
        { type: 'list', heading: 'The price depends on', items: ['Modules and users', 'Data migration volume', 'Integrations and custom reports'] },
      ],
    },
    {
      key: 'savings',
      question: 'What savings can we expect?',
      answer: [
        {
          type: 'text',
          text: 'Clients typically see up to 20% lower process and IT running costs within the first year, mainly from automation and one source of data.',
        },
      ],
    },
    {
      key: 'data',
      question: 'Will our existing data move over?',
      answer: [{ type: 'list', heading: 'We migrate', items: ['Customers, vendors and items', 'Open orders and balances', 'History you need for reporting'] }],
    },
    {
      key: 'support',
      question: 'Do you support us after go-live?',
      answer: [{ type: 'text', text: 'Yes. Every project includes hypercare, and our AMS team offers 24/7 monitoring with L1 to L3 support afterwards.' }],
    },
  ];
}

const platform = (slug: string, name: string, short: string, summary: string, specialty: string): Platform => ({
  slug,
  path: `/implementation/${slug}`,
  name,
  short,
  summary,
  lead: `${summary} Typical rollouts take 3 to 9 months, with up to 20% lower running costs once you are live.`,
  services: services(name, specialty),
  faqs: faqs(name),
});

/** Spelled as the spec spells them (/implementation/oracle-netsuit). */
export const PLATFORMS: readonly Platform[] = [
  platform('sap', 'SAP S/4HANA', 'SAP', 'Greenfield S/4HANA rollouts and ECC migrations for mid-size and large enterprises.', 'Fiori apps and reports'),
  platform('odoo', 'Odoo', 'Odoo', 'Odoo for growing businesses that want one system for sales, stock, accounts and manufacturing.', 'Custom Odoo modules'),
  platform('zoho', 'Zoho', 'Zoho', 'Zoho One and Zoho Books set up around the way your team already works.', 'Zoho Creator workflows'),
  platform(
    'oracle-netsuit',
    'Oracle NetSuite',
    'NetSuite',
    'Cloud ERP for multi-entity finance, subscriptions and fast-growing companies.',
    'SuiteScript customisation',
  ),
  platform(
    'microsoft-dynamics',
    'Microsoft Dynamics 365',
    'Dynamics',
    'Dynamics 365 Business Central and Finance for companies on the Microsoft stack.',
    'Power Platform extensions',
  ),
];

/** The implementation framework page: five alternating sections. */
export const FRAMEWORK_PATH = '/implementation-framework';
export const FRAMEWORK_PHASES = [
  {
    title: 'Discover',
    text: 'Workshops with your process owners, a fit-gap against the standard system and a roadmap with budget and timeline.',
    points: ['Process workshops', 'Fit-gap report', 'Roadmap'],
    image: 'conversation',
  },
  {
    title: 'Design',
    text: 'A blueprint of every process, the data model and the integrations, signed off before the build starts.',
    points: ['Business blueprint', 'Integration design', 'Data migration plan'],
    image: 'network',
  },
  {
    title: 'Build',
    text: 'Configuration in short sprints with demos every two weeks, so surprises come early and cheap.',
    points: ['Sprint demos', 'Custom reports', 'Interfaces'],
    image: 'server',
  },
  {
    title: 'Test',
    text: 'Unit, integration and user acceptance tests on your own scenarios, plus mock data loads.',
    points: ['Test scripts', 'Mock migrations', 'UAT sign-off'],
    image: 'learner',
  },
  {
    title: 'Deploy and support',
    text: 'Cutover, go-live and hypercare, then training and application support that keep the system healthy.',
    points: ['Cutover plan', 'Hypercare', 'AMS'],
    image: 'team',
  },
] as const;
