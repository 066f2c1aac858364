// Numbers of SPEC §4 and §9 for the portal.
export const SIDEBAR_COOKIE = 'sidebar_state'; // §4
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800; // §4, 7 days
export const SIDEBAR_WIDTH = '16rem'; // §9
export const SIDEBAR_WIDTH_MOBILE = '18rem'; // §9
export const SIDEBAR_WIDTH_ICON = '3rem'; // §9
export const SIDEBAR_SHORTCUT_KEY = 'b'; // §2 Ctrl/Cmd+B
export const TOOLTIP_DELAY_MS = 700; // §4
export const TOOLTIP_SKIP_DELAY_MS = 300; // §4
export const SIDEBAR_TOOLTIP_DELAY_MS = 0; // §4 "0 in the sidebar"
