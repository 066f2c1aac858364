// SPEC §2 /solutions/sap-implementation: the SAP implementation solution, 3 to 9 months and
// up to 20% cost reduction (§1, §9), with sample projects.
import { BookingLink } from '../../components/booking-link';
import { FeatureCards } from '../../components/feature-cards';
import { FeatureTable } from '../../components/feature-table';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, ButtonRow, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { SAP_SOLUTION } from '../../content/company';
import { FRAMEWORK_PATH } from '../../content/implementation';

const PROJECTS = [
  { feature: 'Auto components manufacturer, Pune', detail: 'ECC to S/4HANA conversion, 7 months, 18% lower month-end effort.' },
  { feature: 'Consumer goods distributor, Bengaluru', detail: 'Greenfield S/4HANA with EWM across 3 warehouses, 9 months.' },
  { feature: 'Pharma formulations company, Hyderabad', detail: 'Batch management and QM rollout, 5 months, audit-ready traceability.' },
];

export default function SapSolutionPage() {
  const route = routeFor('/solutions/sap-implementation');
  return (
    <Page path="/solutions/sap-implementation">
      <Hero title={route.heading} lead={SAP_SOLUTION.lead} actions={<BookingLink>Schedule a Call</BookingLink>} art={<Illustration name="network" />} />
      <Section id="outcomes" title="What you can expect">
        <FeatureCards cards={SAP_SOLUTION.outcomes} />
      </Section>
      <Section id="projects" title="Sample projects" tone="soft">
        <FeatureTable caption="Recent SAP programmes" columns={['Client', 'Scope and result']} rows={PROJECTS} />
        <ButtonRow>
          <ButtonLink to={FRAMEWORK_PATH}>Our implementation framework</ButtonLink>
          <ButtonLink to="/implementation/sap" $variant="secondary">
            SAP implementation services
          </ButtonLink>
        </ButtonRow>
      </Section>
    </Page>
  );
}
