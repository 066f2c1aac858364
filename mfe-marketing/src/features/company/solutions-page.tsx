// SPEC §2 /solutions: an overview that leads to each solution.
import { FeatureCards } from '../../components/feature-cards';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, ButtonRow, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { SOLUTIONS } from '../../content/company';

export default function SolutionsPage() {
  const route = routeFor('/solutions');
  return (
    <Page path="/solutions">
      <Hero
        title={route.heading}
        lead="ERP solutions from assessment to support: implementation on five platforms, the people to run them and managed services that keep them healthy."
        art={<Illustration name="network" />}
      />
      <Section id="solutions" title="What we solve">
        <FeatureCards cards={SOLUTIONS} />
        <ButtonRow>
          <ButtonLink to="/solutions/sap-implementation">SAP implementation solution</ButtonLink>
          <ButtonLink to="/implementation" $variant="secondary">
            All ERP platforms
          </ButtonLink>
          <ButtonLink to="/staffing" $variant="secondary">
            Staffing
          </ButtonLink>
          <ButtonLink to="/services" $variant="secondary">
            Services
          </ButtonLink>
        </ButtonRow>
      </Section>
    </Page>
  );
}
