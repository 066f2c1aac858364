// SPEC §2 /implementation: the ERP overview, a card per platform with 'Know More' to its
// page (Microsoft Dynamics included), and the implementation framework.
import { BookingLink } from '../../components/booking-link';
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, Card, Grid, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { FRAMEWORK_PATH, PLATFORMS } from '../../content/implementation';

export default function ImplementationPage() {
  const route = routeFor('/implementation');
  return (
    <Page path="/implementation">
      <Hero
        title={route.heading}
        lead="We implement SAP, Odoo, Zoho, Oracle NetSuite and Microsoft Dynamics for growing and established businesses. Typical rollouts take 3 to 9 months, with up to 20% lower running costs."
        actions={<BookingLink>Talk to an Expert</BookingLink>}
        art={<Illustration name="network" />}
      />
      <Section id="platforms" title="Platforms we implement">
        <Grid min="15rem">
          {PLATFORMS.map((p, index) => (
            <Card key={p.slug} $index={index}>
              <Icon name="cog" size={32} />
              <h3>{p.name}</h3>
              <p>{p.summary}</p>
              <div style={{ marginTop: 'auto' }}>
                <ButtonLink to={p.path} $variant="secondary" aria-label={`Know More about ${p.name}`}>
                  Know More
                </ButtonLink>
              </div>
            </Card>
          ))}
        </Grid>
      </Section>
      <Section id="framework" title="How we implement" intro="Five phases, the same on every platform, with a demo every two weeks." tone="soft">
        <ButtonLink to={FRAMEWORK_PATH}>See our implementation framework</ButtonLink>
      </Section>
    </Page>
  );
}
