// /privacy-policy: privacy, terms and refund sections (the footer's three links).
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { LEGAL_SECTIONS, LEGAL_UPDATED } from '../../content/legal';

export default function PrivacyPage() {
  const route = routeFor('/privacy-policy');
  return (
    <Page path="/privacy-policy">
      <Hero title={route.heading} lead={`Last updated ${LEGAL_UPDATED}. Plain language, no surprises.`} />
      <nav aria-label="On this page" style={{ maxWidth: '1200px', margin: '0 auto', padding: '0 1rem' }}>
        <ul>
          {LEGAL_SECTIONS.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {LEGAL_SECTIONS.map((section) => (
        <Section key={section.id} id={section.id} title={section.title}>
          {section.paragraphs.map((p) => (
            <p key={p.slice(0, 24)}>{p}</p>
          ))}
        </Section>
      ))}
    </Page>
  );
}
