// The certificates' texts (decision 135), kept with the feature: the /lms entry, which carries
// config/texts.ts, pays nothing for them. Tests import them.
export const CERTIFICATES_HEADING = 'My certificates';
export const NO_CERTIFICATES = 'No certificates yet. Complete a course to earn one.';
export const CERTIFICATE_FACTS = ['Number', 'Issued', 'Status'] as const;
export const CERTIFICATE_VALID = 'Valid';
export const CERTIFICATE_REVOKED = 'Revoked';
export const certificateRevokedOn = (date: string) => `Revoked on ${date}`;
export const DOWNLOAD_CERTIFICATE = 'Download PDF';
export const VERIFICATION_PAGE = 'Verification page';
// The course page's section, for an enrolled student.
export const CERTIFICATE_SECTION_HEADING = 'Certificate';
export const classesComplete = (completed: number, total: number) => `${completed} of ${total} classes complete`;
export const finalQuizRequirement = (passMark: number) => `Final quiz: pass with ${passMark}% or more`;
export const finalQuizBest = (percent: number | null) => (percent === null ? 'Not attempted yet.' : `Your best score: ${percent}%.`);
export const FINAL_QUIZ_PASSED = 'Passed.';
export const CERTIFICATE_ISSUED = 'Certificate issued';
export const MY_CERTIFICATES_LINK = 'My certificates';
