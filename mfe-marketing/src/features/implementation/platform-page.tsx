// SPEC §2 Implementation page, one per platform: hero with 'Get a Free Implementation Plan'
// (the contact form, subject filled) and 'Talk to a … Project Expert' (the booking page),
// five service cards, four industries and the five-question FAQ accordion.
import { BookingLink } from '../../components/booking-link';
import { FaqAccordion } from '../../components/faq-accordion';
import { FeatureCards } from '../../components/feature-cards';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { FRAMEWORK_PATH, INDUSTRIES, withArticle, type Platform } from '../../content/implementation';
import { ServiceCards } from '../../components/service-cards';

export function PlatformPage({ platform }: { platform: Platform }) {
  const route = routeFor(platform.path);
  return (
    <Page path={platform.path}>
      <Hero
        eyebrow="ERP implementation"
        title={route.heading}
        lead={platform.lead}
        actions={
          <>
            <ButtonLink to={`/contact?subject=${encodeURIComponent(`Free implementation plan: ${platform.name}`)}`}>Get a Free Implementation Plan</ButtonLink>
            <BookingLink variant="secondary">{`Talk to ${withArticle(platform.short)} Project Expert`}</BookingLink>
          </>
        }
        art={<Illustration name="network" />}
      />
      <Section id="services" title={`Our ${platform.name} services`}>
        <ServiceCards cards={platform.services} />
        <p>
          <ButtonLink to={FRAMEWORK_PATH} $variant="secondary">
            How we run a project
          </ButtonLink>
        </p>
      </Section>
      <Section id="industries" title="Industries we serve" tone="soft">
        <FeatureCards cards={INDUSTRIES} />
      </Section>
      <Section id="faq" title="Frequently asked questions">
        <FaqAccordion items={platform.faqs} />
      </Section>
    </Page>
  );
}
