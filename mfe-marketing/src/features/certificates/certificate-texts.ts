// The verification page's words (decision 208), shared by the page and its tests.
export const CERTIFICATE_HEADING = 'Certificate verification';
export const VALID_TEXT = 'Valid';
export const REVOKED_SENTENCE = 'This certificate has been revoked and is no longer valid.';
export const LINKEDIN_TEXT = 'Add to LinkedIn profile';
export const NOT_FOUND_SENTENCE = 'We could not find a certificate at this address.';
export const NOT_FOUND_HELP = 'Check that the link, or the QR code it came from, is complete. A certificate is only ever at the address printed on it.';
export const UNAVAILABLE_SENTENCE = 'We cannot check this certificate right now. Please try again in a few minutes.';
export const TRY_AGAIN_TEXT = 'Try again';

export const revokedText = (date: string) => `Revoked on ${date}`;
