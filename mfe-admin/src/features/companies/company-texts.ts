// The company screen's words (decisions 149, 154, 155), one place; tests import them.
export const COMPANY_TEXTS = {
  admins: 'HR contacts',
  adminEmail: 'HR contact e-mail',
  addAdmin: 'Add HR contact',
  noAdmins: 'No HR contact yet.',
  pools: 'Seat pools',
  course: 'Course',
  seats: 'Seats',
  reference: 'Purchase reference (order, invoice or PO)',
  addPool: 'Grant seats',
  savePool: 'Save seats',
  noPools: 'No seats granted yet.',
  saved: 'Company saved.',
  adminAdded: 'HR contact added.',
  poolSaved: 'Seats saved.',
} as const;

export const COMPANY_ORDER_TEXTS = {
  orders: 'Orders',
  raise: 'Raise an order',
  course: 'Course',
  seats: 'Number of seats',
  unitPrice: 'Price per seat (₹)',
  reference: 'Purchase order reference (optional)',
  raised: 'Order raised. Record the company’s bank transfer to issue the invoice and add the seats.',
  noOrders: 'No orders yet.',
  chooseCourse: 'Choose the course.',
  cancel: 'Cancel order',
  cancelled: 'Order cancelled.',
} as const;

/** A seat pool or an order tied to one batch of its course (decision 155). */
export const BATCH_TEXTS = {
  label: 'Batch (optional)',
  wholeCourse: 'Whole course (no batch)',
  hint: 'A batch holds the seats in it: they count as taken for everyone else until the company’s learners take them.',
  seatsLeft: (seats: number) => (seats === 0 ? 'no seats left' : seats === 1 ? '1 seat left' : `${seats} seats left`),
  /** 'Batch: December evenings, 1 Dec 2026 – 29 Jan 2027', or 'Batch: —' for the course at large. */
  line: (label: string | null) => `Batch: ${label ?? '—'}`,
} as const;
