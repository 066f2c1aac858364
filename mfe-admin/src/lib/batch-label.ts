// A batch named for people wherever an order or a seat pool is tied to one (decisions 146, 155):
// its title and its dates as India's calendar days.
import { formatIndiaDate } from 'mfe-shared/ui/format';

export interface BatchDates {
  title: string;
  starts_on: string;
  ends_on: string;
}

/** '1 Dec 2026 – 29 Jan 2027' */
export const batchDates = (batch: BatchDates) => `${formatIndiaDate(batch.starts_on)} – ${formatIndiaDate(batch.ends_on)}`;

/** 'December evenings, 1 Dec 2026 – 29 Jan 2027' */
export const batchLabel = (batch: BatchDates) => `${batch.title}, ${batchDates(batch)}`;
