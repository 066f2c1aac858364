// /privacy-policy: the footer's Privacy Policy, Terms and Conditions and Refund and
// Cancellation links all land here (SPEC §2), one section each.
export const LEGAL_UPDATED = '1 January 2025';

export const LEGAL_SECTIONS = [
  {
    id: 'privacy',
    title: 'Privacy Policy',
    paragraphs: [
      'We collect the details you give us in our forms (name, e-mail, mobile number and your message), the page you sent them from and the campaign that brought you to us. We use them only to answer you, to send the catalog or webinar details you asked for and to improve our courses.',
      'We never sell your data. It is stored on servers in India, kept for as long as we are in touch and deleted on request: write to us at the e-mail address in the footer.',
      'Learning portal accounts keep your enrolments and progress so you can continue a course. We use no advertising trackers.',
    ],
  },
  {
    id: 'terms',
    title: 'Terms and Conditions',
    paragraphs: [
      'Course content, recordings and server access are for your personal learning and may not be shared or resold. Server logins are personal.',
      'Schedules may change when a trainer is unavailable; we will offer another slot or a recording.',
      // The rules the API enforces (decisions 130, 134 and 135): a quiz completes its class when passed,
      // an assignment when a trainer accepts it, and the course's certificate follows its completion rules.
      'A certificate of completion is issued once you complete every class of the course: a quiz by reaching its pass mark, an assignment when your trainer accepts it, and a final quiz at its own pass mark where the course names one. Each certificate carries a number and a QR code that opens its public verification page, which shows your name, the course and the issue date, nothing else. A certificate issued in error may be revoked; its page then says so.',
      'Placement support means mock interviews, resume reviews and referrals. We do not guarantee a job offer.',
    ],
  },
  {
    id: 'refund',
    title: 'Refund and Cancellation',
    paragraphs: [
      'You can cancel within 7 days of enrolment for a full refund if you have attended no more than two sessions.',
      'After that we refund the fee for sessions not yet delivered, less 10% for server access and materials. Corporate programmes follow the terms of their contract.',
      'Refunds are paid to the original payment method within 10 working days of approval.',
    ],
  },
] as const;
