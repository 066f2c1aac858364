// SPEC §1/§2 Staffing: ERP and SAP, cloud, data analytics and emerging tech; IT contract,
// permanent and project-based; a phone number and a careers e-mail address.
import { BookingLink } from '../../components/booking-link';
import { FeatureCards } from '../../components/feature-cards';
import { Illustration } from '../../components/illustrations';
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { STAFFING } from '../../content/company';
import { telHref, useContactDetails } from '../../config/contact-details';

export default function StaffingPage() {
  const route = routeFor('/staffing');
  const { phone } = useContactDetails();
  return (
    <Page path="/staffing">
      <Hero title={route.heading} lead={STAFFING.intro} actions={<BookingLink>Talk to an Expert</BookingLink>} art={<Illustration name="team" />} />
      <Section id="areas" title="Talent we place">
        <FeatureCards cards={STAFFING.areas} />
      </Section>
      <Section id="models" title="Engagement models" tone="soft">
        <FeatureCards cards={STAFFING.models} />
      </Section>
      <Section id="reach-us" title="Hiring or looking for a role?">
        <p>
          Employers: call us on <a href={telHref(phone)}>{phone}</a>.
        </p>
        <p>
          Candidates: send your resume to <a href={`mailto:${STAFFING.careersEmail}`}>{STAFFING.careersEmail}</a>.
        </p>
      </Section>
    </Page>
  );
}
