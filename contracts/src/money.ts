// Money display defaults (SPEC §3: "currency from a global, default INR; locale … en-IN").
export const DEFAULT_CURRENCY = 'INR'; // §9
export const DEFAULT_LOCALE = 'en-IN'; // §9
