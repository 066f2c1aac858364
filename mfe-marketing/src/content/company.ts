// Services, staffing and solutions copy (SPEC §2).
import type { FeatureCard, ServiceCard } from './types';

export const SERVICE_OFFERINGS: readonly ServiceCard[] = [
  {
    title: 'ERP consulting',
    icon: 'lightbulb',
    content: {
      paragraph: 'Independent advice on choosing, planning and rescuing ERP programmes.',
      items: ['Platform selection', 'Roadmaps', 'Project health checks'],
    },
  },
  {
    title: 'Digital transformation',
    icon: 'rocket',
    content: { paragraph: 'Process redesign, automation and analytics around your ERP.', items: ['Process mining', 'Automation', 'Dashboards'] },
  },
  {
    title: 'Training',
    icon: 'book',
    content: { paragraph: 'SAP training for individuals and teams on a live server.', items: ['Individual', 'Corporate', 'Mock interviews'] },
  },
  {
    title: 'Application management (AMS)',
    icon: 'shield',
    content: {
      paragraph: 'Keep your ERP running with round-the-clock monitoring and support.',
      items: ['24/7 monitoring', 'L1-L3 support', 'Monthly service reports'],
      footer: 'SLA-backed',
    },
  },
];

export const SERVICE_DIFFERENTIATORS: readonly FeatureCard[] = [
  { icon: 'mentor', title: 'Consultants who teach', description: 'The people who train your users also configure your system.' },
  { icon: 'clock', title: 'Rollouts in 3 to 9 months', description: 'A phased method that reaches go-live without endless pilots.' },
  { icon: 'chart', title: 'Up to 20% cost reduction', description: 'Measured savings from automation and one source of data.' },
  { icon: 'users', title: 'Talent on tap', description: 'Our staffing practice fills gaps in your team within weeks.' },
  { icon: 'support', title: 'Support that stays', description: 'Hypercare and AMS from the same team that built the system.' },
];

export const STAFFING = {
  intro: 'Pre-screened ERP and IT professionals for contract, permanent and project-based roles, many of them trained and assessed by our own consultants.',
  areas: [
    { icon: 'cog', title: 'ERP and SAP', description: 'Functional and technical consultants for SAP, Odoo, Zoho, NetSuite and Dynamics.' },
    { icon: 'cloud', title: 'Cloud', description: 'Cloud engineers and architects for AWS, Azure and SAP BTP.' },
    { icon: 'chart', title: 'Data analytics and emerging tech', description: 'Data engineers, BI developers and AI practitioners.' },
  ] satisfies FeatureCard[],
  models: [
    { icon: 'clock', title: 'IT contract', description: 'Specialists for weeks or months, billed monthly.' },
    { icon: 'briefcase', title: 'Permanent', description: 'Full-time hires with a replacement guarantee.' },
    { icon: 'project', title: 'Project-based', description: 'A complete team for a defined scope and timeline.' },
  ] satisfies FeatureCard[],
  careersEmail: 'careers@vidyaerp.in',
};

export const SOLUTIONS: readonly FeatureCard[] = [
  { icon: 'cog', title: 'SAP implementation', description: 'S/4HANA rollouts and migrations in 3 to 9 months.' },
  { icon: 'layers', title: 'Other ERP platforms', description: 'Odoo, Zoho, Oracle NetSuite and Microsoft Dynamics.' },
  { icon: 'users', title: 'Staffing', description: 'ERP, cloud and data talent for your projects.' },
  { icon: 'shield', title: 'Managed services', description: 'AMS with 24/7 monitoring and L1-L3 support.' },
];

export const SAP_SOLUTION = {
  lead: 'A complete SAP S/4HANA programme from assessment to hypercare, delivered with our implementation framework: typical rollouts take 3 to 9 months and clients see up to 20% lower running costs.',
  outcomes: [
    { icon: 'clock', title: '3 to 9 months', description: 'From kick-off to go-live for most mid-size programmes.' },
    { icon: 'chart', title: 'Up to 20% savings', description: 'Lower process and IT running costs in the first year.' },
    { icon: 'shield', title: 'Predictable go-live', description: 'Mock cutovers and UAT on your own scenarios.' },
  ] satisfies FeatureCard[],
};
