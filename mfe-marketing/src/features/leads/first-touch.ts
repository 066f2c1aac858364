// First-touch attribution: the UTM parameters of the visit that first brought a person here
// are kept (localStorage) and sent with every lead, even when the form is filled in later on
// another page. Later campaign visits do not overwrite them.
import { UTM_FIELDS_LIST, type UtmField } from './lead-fields';

export const FIRST_TOUCH_KEY = 'first_touch_utm';

export type FirstTouch = Partial<Record<UtmField, string>>;

export function captureFirstTouch(search: string = window.location.search): void {
  try {
    if (localStorage.getItem(FIRST_TOUCH_KEY)) return;
    const params = new URLSearchParams(search);
    const utm: FirstTouch = {};
    for (const field of UTM_FIELDS_LIST) {
      const value = params.get(field)?.trim();
      if (value) utm[field] = value.slice(0, 200);
    }
    if (Object.keys(utm).length > 0) localStorage.setItem(FIRST_TOUCH_KEY, JSON.stringify(utm));
  } catch {
    // Storage can be disabled (private mode): attribution is a nice-to-have, never an error.
  }
}

export function firstTouch(): FirstTouch {
  try {
    const raw = localStorage.getItem(FIRST_TOUCH_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null) return {};
    const utm: FirstTouch = {};
    for (const field of UTM_FIELDS_LIST) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string') utm[field] = value;
    }
    return utm;
  } catch {
    return {};
  }
}
