// Static content shapes of SPEC §3. Every page reads its copy from typed data modules in this
// folder, so copy edits never touch layout code.
import type { IconName } from '../components/icon';
import type { IllustrationName } from '../components/illustrations';

export interface Testimonial {
  name: string;
  image: IllustrationName;
  designation: string;
  content: string;
}

export interface FeatureCard {
  icon: IconName;
  title: string;
  description: string;
  keywords?: readonly string[];
}

export interface StepItem {
  title: string;
  description: string;
  step: number;
  index: number;
}

export type AnswerBlock = { type: 'text'; text: string } | { type: 'list'; heading: string; items: readonly string[] };

export interface FaqItem {
  key: string;
  question: string;
  answer: readonly AnswerBlock[];
}

export interface OfferingCard {
  title: string;
  content: { heading: string; list: readonly string[] };
  link: { to: string; label: string };
  image: IllustrationName;
}

export interface ModuleCard {
  title: string;
  description: string;
  image: IllustrationName;
}

export interface TimelineEntry {
  title: string;
  content: string;
}

export interface ServiceCard {
  title: string;
  icon: IconName;
  content: { paragraph: string; items: readonly string[]; footer?: string };
}

/** A row of a two-column comparison or "how it works" table. */
export interface TableRow {
  feature: string;
  detail: string;
  /** Where the promise is spelled out, e.g. the terms that state the rules the portal enforces. */
  more?: { to: string; text: string };
}
