// Every public route of SPEC §2, spelled as the spec spells them (/training/corportate,
// /implementation/oracle-netsuit). Issue 4 gives each its full page; until then each has
// its heading and summary so no link is dead.
export interface PublicRoute {
  path: string;
  title: string;
  heading: string;
  summary: string;
}

export const PUBLIC_ROUTES: readonly PublicRoute[] = [
  { path: '/', title: 'SAP Training, ERP Implementation & IT Staffing in Bengaluru', heading: 'Become job-ready in SAP with real projects', summary: 'Training with real projects, placement support, mock interviews, mentor guidance, practice server access and lifetime support.' },
  { path: '/about', title: 'About us', heading: 'About us', summary: 'Consultants and trainers who have delivered SAP programmes for two decades.' },
  { path: '/training', title: 'SAP Training', heading: 'SAP Training', summary: 'Individual, corporate, interview preparation and server access.' },
  { path: '/training/individual', title: 'Individual SAP Training', heading: 'Individual SAP Training', summary: 'Live one-on-one, recorded or hybrid learning with a curriculum built around you.' },
  { path: '/training/corportate', title: 'Corporate SAP Training', heading: 'Corporate SAP Training', summary: 'Custom programmes for rollouts, migrations and new hires.' },
  { path: '/training/interview', title: 'SAP Mock Interviews', heading: 'SAP Mock Interviews', summary: 'Scenario-based interviews by real consultants, with feedback and an action plan.' },
  { path: '/solutions', title: 'Solutions', heading: 'Solutions', summary: 'ERP solutions from assessment to support.' },
  { path: '/solutions/sap-implementation', title: 'SAP Implementation Solution', heading: 'SAP Implementation Solution', summary: 'Typical rollouts of 3 to 9 months, up to 20% cost reduction.' },
  { path: '/staffing', title: 'IT Staffing', heading: 'ERP and IT Staffing', summary: 'ERP and SAP, cloud, data analytics and emerging tech; contract, permanent and project-based.' },
  { path: '/services', title: 'Services', heading: 'Services', summary: 'Consulting, digital transformation, training and AMS.' },
  { path: '/implementation', title: 'ERP Implementation', heading: 'ERP Implementation', summary: 'SAP, Odoo, Zoho, Oracle NetSuite and Microsoft Dynamics.' },
  { path: '/implementation/sap', title: 'SAP Implementation', heading: 'SAP Implementation', summary: 'S/4HANA rollouts and migrations.' },
  { path: '/implementation/odoo', title: 'Odoo Implementation', heading: 'Odoo Implementation', summary: 'Odoo for growing businesses.' },
  { path: '/implementation/zoho', title: 'Zoho Implementation', heading: 'Zoho Implementation', summary: 'Zoho One set up around your processes.' },
  { path: '/implementation/oracle-netsuit', title: 'Oracle NetSuite Implementation', heading: 'Oracle NetSuite Implementation', summary: 'Cloud ERP for multi-entity finance.' },
  { path: '/implementation/microsoft-dynamics', title: 'Microsoft Dynamics Implementation', heading: 'Microsoft Dynamics Implementation', summary: 'Dynamics 365 Finance and Business Central.' },
  { path: '/courses', title: 'SAP Courses Offered', heading: 'SAP Courses Offered', summary: 'MM, FICO, SD, EWM, TM, VIM, BTP and S/4HANA.' },
  { path: '/events', title: 'Events and Webinars', heading: 'Events and Webinars', summary: 'Free webinar on 25th August at 12 PM.' },
  { path: '/contact', title: 'Contact us', heading: 'Contact us', summary: 'Call, WhatsApp or write to us.' },
  { path: '/privacy-policy', title: 'Privacy Policy, Terms and Refunds', heading: 'Privacy Policy', summary: 'How we handle your data, our terms and our refund and cancellation policy.' },
];
