// SPEC §2 "Header (public)": the Offerings dropdown opens after 200 ms and skips that delay
// for 300 ms after closing.
export const OFFERINGS_OPEN_DELAY_MS = 200;
export const OFFERINGS_SKIP_DELAY_MS = 300;
export const OFFERINGS_LABEL = 'Offerings';
