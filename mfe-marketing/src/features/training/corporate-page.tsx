// SPEC §2 Corporate training: five reasons, five use cases, 'How Corporate SAP Training
// Works' table, Download Corporate Training Catalog (the catalog form) and Request a Demo
// Session (the contact form with the subject filled).
import { FeatureCards } from '../../components/feature-cards';
import { FeatureTable } from '../../components/feature-table';
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, ButtonRow, Checklist, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { CORPORATE } from '../../content/training';
import { LeadFormToggle } from '../leads';

export const DEMO_SUBJECT = 'Corporate training demo session';

export default function CorporatePage() {
  const route = routeFor('/training/corportate');
  return (
    <Page path="/training/corportate">
      <Hero title={route.heading} lead={CORPORATE.intro} art={<Illustration name="team" />} />
      <Section id="why" title="Why companies choose us">
        <FeatureCards cards={CORPORATE.reasons} />
      </Section>
      <Section id="use-cases" title="Use cases" tone="soft">
        <Checklist>
          {CORPORATE.useCases.map((u) => (
            <li key={u}>
              <Icon name="check" size={20} />
              {u}
            </li>
          ))}
        </Checklist>
      </Section>
      <Section id="how" title="How Corporate SAP Training Works">
        <FeatureTable caption="From assessment to reports" columns={['Step', 'What happens']} rows={CORPORATE.howItWorks} />
        <ButtonRow>
          <ButtonLink to={`/contact?subject=${encodeURIComponent(DEMO_SUBJECT)}`}>Request a Demo Session</ButtonLink>
        </ButtonRow>
        <div style={{ marginTop: '1rem' }}>
          <LeadFormToggle kind="catalog" label="Download Corporate Training Catalog" subject="Corporate training catalog" variant="secondary" />
        </div>
      </Section>
    </Page>
  );
}
