// Demo catalogue: the SAP modules of SPEC §2 (training modules carousel). Prices in paise,
// durations in days (§3). Video ids are placeholders in YouTube's `watch?v=` form.
export interface SeedClass {
  title: string;
  description: string;
  duration: number | null; // seconds
  videoId: string;
}
export interface SeedCourse {
  slug: string;
  course_title: string;
  description: string;
  difficulty_level: 'Beginner' | 'Intermediate' | 'Advanced';
  course_type: 'Self-paced' | 'Live' | 'Hybrid';
  course_duration: number;
  price: number;
  sections: Array<{ name: string; classes: SeedClass[] }>;
  /** The course page's FAQ (decision 211); none when absent. */
  faq?: Array<{ question: string; answer: string }>;
  /** Days of practice-server access an enrolment includes (decision 150); none when absent. */
  server_access_days?: number;
}

const cls = (title: string, videoId: string, duration: number | null = 900): SeedClass => ({
  title,
  description: `${title}: concepts, a walkthrough in the system and a hands-on exercise on the practice server.`,
  duration,
  videoId,
});

export const SEED_COURSES: SeedCourse[] = [
  {
    slug: 'sap-basics-free',
    course_title: 'SAP Foundations (Free)',
    description: 'A free first look at SAP: navigation, organisational structure and how the modules fit together.',
    difficulty_level: 'Beginner',
    course_type: 'Self-paced',
    course_duration: 7,
    price: 0,
    sections: [
      { name: 'Getting started', classes: [cls('What SAP is and who uses it', 'sApFd0001aB', 600), cls('Logging on and navigating SAP GUI', 'sApFd0002cD')] },
      { name: 'The big picture', classes: [cls('Enterprise structure in one hour', 'sApFd0003eF', 3600), cls('How MM, SD and FICO connect', 'sApFd0004gH')] },
    ],
  },
  {
    slug: 'sap-mm',
    course_title: 'SAP MM (Materials Management)',
    description: 'Procure-to-pay end to end: master data, purchasing, inventory, invoice verification and MRP, with real project scenarios.',
    difficulty_level: 'Beginner',
    course_type: 'Hybrid',
    course_duration: 60,
    price: 2_499_900,
    faq: [
      {
        question: 'Do I need SAP experience before this course?',
        answer: 'No. The course starts from the material master and builds up to MRP; a graduate in any stream can follow it.',
      },
      {
        question: 'How do I practise?',
        answer: 'Every student gets a personal login on our practice server for the exercises of each class.',
      },
    ],
    sections: [
      {
        name: 'Master data',
        classes: [
          cls('Material master views', 'sApMm0001aB'),
          cls('Vendor master and business partner', 'sApMm0002cD'),
          cls('Purchasing info records', 'sApMm0003eF'),
        ],
      },
      {
        name: 'Procurement cycle',
        classes: [
          cls('Purchase requisition to purchase order', 'sApMm0004gH', 1500),
          cls('Goods receipt and movement types', 'sApMm0005iJ'),
          cls('Logistics invoice verification', 'sApMm0006kL'),
        ],
      },
      { name: 'Planning', classes: [cls('MRP run and planning parameters', 'sApMm0007mN', 1800)] },
    ],
  },
  {
    slug: 'sap-fico',
    course_title: 'SAP FICO (Finance and Controlling)',
    description: 'General ledger, accounts payable and receivable, asset accounting, cost centres and profitability analysis on S/4HANA.',
    difficulty_level: 'Intermediate',
    course_type: 'Hybrid',
    course_duration: 75,
    price: 2_999_900,
    sections: [
      {
        name: 'Financial accounting',
        classes: [
          cls('Company code and fiscal year variants', 'sApFi0001aB'),
          cls('General ledger accounting', 'sApFi0002cD'),
          cls('Accounts payable and receivable', 'sApFi0003eF'),
        ],
      },
      {
        name: 'Controlling',
        classes: [
          cls('Cost element and cost centre accounting', 'sApFi0004gH'),
          cls('Internal orders and settlement', 'sApFi0005iJ'),
          cls('Profitability analysis basics', 'sApFi0006kL', 2100),
        ],
      },
    ],
  },
  {
    slug: 'sap-sd',
    course_title: 'SAP SD (Sales and Distribution)',
    description: 'Order-to-cash: sales documents, pricing procedures, shipping, billing and credit management.',
    difficulty_level: 'Beginner',
    course_type: 'Live',
    course_duration: 60,
    price: 2_499_900,
    sections: [
      {
        name: 'Sales',
        classes: [
          cls('Sales organisation and distribution channels', 'sApSd0001aB'),
          cls('Sales order processing', 'sApSd0002cD'),
          cls('Pricing procedure and condition technique', 'sApSd0003eF', 2400),
        ],
      },
      { name: 'Fulfilment', classes: [cls('Outbound delivery and picking', 'sApSd0004gH'), cls('Billing and revenue account determination', 'sApSd0005iJ')] },
    ],
  },
  {
    slug: 'sap-ewm',
    course_title: 'SAP EWM (Extended Warehouse Management)',
    description: 'Warehouse structure, inbound and outbound processes, slotting, wave management and RF frameworks.',
    difficulty_level: 'Advanced',
    course_type: 'Live',
    course_duration: 90,
    price: 3_499_900,
    sections: [
      { name: 'Warehouse structure', classes: [cls('Storage types, sections and bins', 'sApEw0001aB'), cls('Warehouse process types', 'sApEw0002cD')] },
      {
        name: 'Processes',
        classes: [
          cls('Inbound processing with putaway strategies', 'sApEw0003eF'),
          cls('Outbound processing and waves', 'sApEw0004gH'),
          cls('Physical inventory in EWM', 'sApEw0005iJ', null),
        ],
      },
    ],
  },
  {
    slug: 'sap-tm',
    course_title: 'SAP TM (Transportation Management)',
    description: 'Freight orders, planning, carrier selection, tendering and freight settlement in S/4HANA TM.',
    difficulty_level: 'Advanced',
    course_type: 'Hybrid',
    course_duration: 60,
    price: 3_199_900,
    sections: [
      {
        name: 'Master data and setup',
        classes: [cls('Transportation network and lanes', 'sApTm0001aB'), cls('Resources and means of transport', 'sApTm0002cD')],
      },
      {
        name: 'Execution',
        classes: [
          cls('Freight units and planning', 'sApTm0003eF'),
          cls('Carrier selection and tendering', 'sApTm0004gH'),
          cls('Freight settlement', 'sApTm0005iJ'),
        ],
      },
    ],
  },
  {
    slug: 'sap-vim',
    course_title: 'SAP VIM (Vendor Invoice Management)',
    description: 'OpenText VIM on SAP: document processing, exception handling, approval workflows and reporting.',
    difficulty_level: 'Intermediate',
    course_type: 'Self-paced',
    course_duration: 45,
    price: 1_999_900,
    sections: [
      { name: 'VIM foundations', classes: [cls('Invoice capture and DP documents', 'sApVi0001aB'), cls('Business rules and exceptions', 'sApVi0002cD')] },
      { name: 'Workflows', classes: [cls('Approval workflow configuration', 'sApVi0003eF'), cls('VIM analytics and KPIs', 'sApVi0004gH')] },
    ],
  },
  {
    slug: 'sap-btp',
    course_title: 'SAP BTP (Business Technology Platform)',
    description: 'Cloud foundations on BTP: accounts and subaccounts, CAP applications, integration suite and extensions.',
    difficulty_level: 'Intermediate',
    course_type: 'Self-paced',
    course_duration: 45,
    price: 2_199_900,
    sections: [
      { name: 'Platform', classes: [cls('Global accounts, subaccounts and entitlements', 'sApBt0001aB'), cls('Cloud Foundry runtime basics', 'sApBt0002cD')] },
      { name: 'Building', classes: [cls('Your first CAP service', 'sApBt0003eF', 2700), cls('Side-by-side extensions for S/4HANA', 'sApBt0004gH')] },
    ],
  },
  {
    slug: 'sap-s4hana',
    course_title: 'SAP S/4HANA Architecture and Activate',
    description: 'S/4HANA architecture, the simplified data model, Fiori, migration paths and the SAP Activate methodology.',
    difficulty_level: 'Intermediate',
    course_type: 'Hybrid',
    course_duration: 30,
    price: 1_499_900,
    sections: [
      {
        name: 'Architecture',
        classes: [cls('HANA in-memory database and the universal journal', 'sApS40001aB'), cls('Fiori launchpad and apps', 'sApS40002cD')],
      },
      {
        name: 'Projects',
        classes: [cls('Greenfield, brownfield and selective migration', 'sApS40003eF'), cls('SAP Activate phases in a real rollout', 'sApS40004gH')],
      },
    ],
  },
];

/**
 * Sold alone (decision 150; the training page: "Also offered on its own to certified
 * consultants"): server access with no classes. Demo data for now: the public catalogue lists it
 * once courses carry a kind that tells a service from a training course.
 */
export const SERVER_ACCESS_COURSE: SeedCourse = {
  slug: 'sap-s4hana-practice-server-30',
  course_title: 'SAP S/4HANA Practice Server Access — 30 days',
  description: 'Your personal login on our SAP S/4HANA practice server for 30 days: practise configuration and transactions on a real system.',
  difficulty_level: 'Beginner',
  course_type: 'Self-paced',
  course_duration: 30,
  price: 199_900,
  sections: [],
  server_access_days: 30,
};
