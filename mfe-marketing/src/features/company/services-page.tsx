// SPEC §2 Services: four offerings (consulting, digital transformation, training, AMS with
// 24/7 monitoring and L1-L3 support) and five differentiators.
import { BookingLink } from '../../components/booking-link';
import { FeatureCards } from '../../components/feature-cards';
import { Illustration } from '../../components/illustrations';
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { SERVICE_DIFFERENTIATORS, SERVICE_OFFERINGS } from '../../content/company';
import { ServiceCards } from '../../components/service-cards';

export default function ServicesPage() {
  const route = routeFor('/services');
  return (
    <Page path="/services">
      <Hero
        title={route.heading}
        lead="From the first ERP decision to years of smooth running: consulting, transformation, training and application management from one team."
        actions={<BookingLink>Contact Us</BookingLink>}
        art={<Illustration name="network" />}
      />
      <Section id="offerings" title="What we offer">
        <ServiceCards cards={SERVICE_OFFERINGS} />
      </Section>
      <Section id="why" title="Why clients stay with us" tone="soft">
        <FeatureCards cards={SERVICE_DIFFERENTIATORS} />
      </Section>
    </Page>
  );
}
