// The SAP courses on offer: the course listing block (/courses, /training/individual), the
// Course JSON-LD items and the PDF catalog all read this list, so they cannot disagree.
export interface CatalogCourse {
  code: string;
  title: string;
  description: string;
  weeks: number;
  topics: readonly string[];
}

export const COURSES: readonly CatalogCourse[] = [
  {
    code: 'MM',
    title: 'SAP MM (Materials Management)',
    description: 'Procure-to-pay end to end: purchasing, inventory, invoice verification and the configuration behind them.',
    weeks: 10,
    topics: ['Enterprise structure', 'Purchase requisitions and orders', 'Inventory management', 'MRP basics', 'Invoice verification'],
  },
  {
    code: 'FICO',
    title: 'SAP FICO (Finance and Controlling)',
    description: 'General ledger, payables, receivables, asset accounting and controlling, built on month-end closing scenarios.',
    weeks: 12,
    topics: ['GL and new GL', 'AP and AR', 'Asset accounting', 'Cost centre accounting', 'Profitability analysis'],
  },
  {
    code: 'SD',
    title: 'SAP SD (Sales and Distribution)',
    description: 'Order-to-cash with pricing, delivery, billing and credit management on realistic customer scenarios.',
    weeks: 10,
    topics: ['Sales documents', 'Pricing procedures', 'Delivery and shipping', 'Billing', 'Credit management'],
  },
  {
    code: 'EWM',
    title: 'SAP EWM (Extended Warehouse Management)',
    description: 'Warehouse structure, inbound and outbound processes, slotting and wave management in S/4HANA.',
    weeks: 10,
    topics: ['Warehouse structure', 'Inbound and outbound', 'Putaway and picking strategies', 'Waves and RF', 'Physical inventory'],
  },
  {
    code: 'TM',
    title: 'SAP TM (Transportation Management)',
    description: 'Freight planning, carrier selection, tendering and freight settlement for shippers and logistics providers.',
    weeks: 8,
    topics: ['Master data', 'Freight units and orders', 'Planning and optimisation', 'Carrier tendering', 'Freight settlement'],
  },
  {
    code: 'VIM',
    title: 'OpenText VIM (Vendor Invoice Management)',
    description: 'Automated invoice capture, exception handling and approval workflows around SAP accounts payable.',
    weeks: 6,
    topics: ['Document processing', 'Business rules', 'Approval workflows', 'Exception handling', 'Reporting'],
  },
  {
    code: 'BTP',
    title: 'SAP BTP (Business Technology Platform)',
    description: 'Extensions, integration and low-code apps on SAP BTP, with the cloud foundations consultants are asked about.',
    weeks: 8,
    topics: ['BTP account model', 'Integration Suite', 'CAP basics', 'Build Apps', 'Security and connectivity'],
  },
  {
    code: 'S4',
    title: 'SAP S/4HANA Architecture and Activate',
    description: 'How S/4HANA is built and rolled out: the simplified data model, Fiori, and the Activate methodology phases.',
    weeks: 6,
    topics: ['Universal journal', 'Fiori launchpad', 'Activate phases', 'Fit-to-standard', 'Testing and cutover'],
  },
];
