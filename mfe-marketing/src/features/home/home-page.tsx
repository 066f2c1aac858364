// SPEC §2 Home: hero with three buttons, research insights (the statistics band), what makes
// it different (four benefit cards), offerings (three cards with keyword lists), 'Is it
// right for me' (eight items), a hidden testimonials section (data only; real published course
// reviews take its place from three on, decision 212) and a contact section with a form and an
// image on large screens. Eager: it is the landing page.
import styled from 'styled-components';
import { BRAND_NAME, theme, useSiteOrigin } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { BookingLink } from '../../components/booking-link';
import { FeatureCards } from '../../components/feature-cards';
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, ButtonRow, Hero, Section } from '../../components/layout';
import { OfferingCards } from '../../components/offering-cards';
import { Page } from '../../components/page';
import { StatsBand } from '../../components/stats-band';
import { RIGHT_FOR_ME_ITEMS } from '../../config/spec-constants';
import { balancedColumns } from '../../components/grid-plan';
import { BENEFITS, HOME_HERO, INSIGHTS, OFFERINGS, RIGHT_FOR_ME_DETAILS } from '../../content/home';
import { ContactForm } from '../leads';
import { JsonLd } from '../../components/seo';
import { organizationJsonLd } from './organization';
import { StudentReviews } from './student-reviews';
import { useContactDetails } from '../../config/contact-details';

// Eight items in balanced rows (auto-fill left 3 + 3 + 2).
const RightFrame = styled.div`
  container-type: inline-size;
`;

const RightList = styled.ul`
  display: grid;
  ${balancedColumns(RIGHT_FOR_ME_ITEMS.length, '16rem')}
  gap: 1rem;
  list-style: none;
  margin: 0;
  padding: 0;
`;

// A Card in a row: the check beside its text.
const RightItem = styled(Card).attrs({ as: 'li' })`
  display: flex;
  > svg { flex: none; color: ${theme.color.success}; }
  h3 { margin: 0 0 0.25rem; font-size: 1.0625rem; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

const ContactGrid = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.desktop} { grid-template-columns: 1.2fr 1fr; }
  > aside { display: none; }
  @media (min-width: 1024px) { > aside { display: block; } }
`;

export default function HomePage() {
  const contact = useContactDetails();
  const origin = useSiteOrigin();
  return (
    <Page path="/">
      <Hero
        eyebrow={HOME_HERO.eyebrow}
        title={HOME_HERO.title}
        lead={HOME_HERO.lead}
        actions={HOME_HERO.actions.map((action, i) => (
          <ButtonLink key={action.to} to={action.to} $variant={i === 0 ? 'primary' : 'secondary'}>
            {action.label}
          </ButtonLink>
        ))}
        art={<Illustration name="learner" width={360} />}
      />
      <JsonLd data={organizationJsonLd(origin, contact)} />
      <Section id="insights" title={INSIGHTS.title} intro={INSIGHTS.intro}>
        <StatsBand />
      </Section>
      <Section id="different" title={`What makes ${BRAND_NAME} different`} tone="soft">
        <FeatureCards cards={BENEFITS} />
      </Section>
      <Section id="offerings" title="What we offer" intro="Three lines of business, one team of practising consultants.">
        <OfferingCards cards={OFFERINGS} />
        <ButtonRow>
          <ButtonLink to="/training#modules">View App Modules</ButtonLink>
          <ButtonLink to="/solutions/sap-implementation#projects" $variant="secondary">
            See Sample Projects
          </ButtonLink>
        </ButtonRow>
      </Section>
      <Section id="right-for-me" title={`Is ${BRAND_NAME} right for me?`} tone="soft">
        <RightFrame>
          <RightList>
            {RIGHT_FOR_ME_ITEMS.map((item) => (
              <RightItem key={item}>
                <Icon name="check" />
                <div>
                  <h3>{item}</h3>
                  <p>{RIGHT_FOR_ME_DETAILS[item]}</p>
                </div>
              </RightItem>
            ))}
          </RightList>
        </RightFrame>
      </Section>
      <StudentReviews />
      <Section
        id="contact"
        title="Talk to us about your SAP career"
        intro="Tell us where you are today and where you want to be. A counsellor replies within one working day."
      >
        <ContactGrid>
          <div>
            <ContactForm />
            <p>Prefer to talk? Book a free 20-minute call with a senior consultant.</p>
            <BookingLink variant="secondary">Talk to an Expert</BookingLink>
          </div>
          <aside>
            <Illustration name="conversation" width={400} />
          </aside>
        </ContactGrid>
      </Section>
    </Page>
  );
}
