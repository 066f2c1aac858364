// SPEC §2 Training overview: four offerings (Server access 'Know More' leads to its own
// section below) and the 11-module carousel.
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, Checklist, Hero, Section } from '../../components/layout';
import { ModuleCarousel } from '../../components/module-carousel';
import { OfferingCards } from '../../components/offering-cards';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { MODULES, SERVER_ACCESS, TRAINING_OFFERINGS } from '../../content/training';

export default function TrainingPage() {
  const route = routeFor('/training');
  return (
    <Page path="/training">
      <Hero
        title={route.heading}
        lead="Learn SAP the way projects run: individual or corporate programmes, mock interviews with working consultants and a practice server of your own."
        actions={<ButtonLink to="/courses">See all courses</ButtonLink>}
        art={<Illustration name="learner" />}
      />
      <Section id="offerings" title="Ways to learn">
        <OfferingCards cards={TRAINING_OFFERINGS} min="18rem" />
      </Section>
      <Section id="modules" title="Modules you can learn" intro="Eleven modules and topics, each with its own project." tone="soft">
        <ModuleCarousel modules={MODULES} />
      </Section>
      <Section id="server-access" title={SERVER_ACCESS.title} intro={SERVER_ACCESS.text}>
        <Checklist>
          {SERVER_ACCESS.points.map((p) => (
            <li key={p}>
              <Icon name="check" size={20} />
              {p}
            </li>
          ))}
        </Checklist>
        <p>
          <ButtonLink to="/contact?subject=Server%20access">Ask about server access</ButtonLink>
        </p>
      </Section>
    </Page>
  );
}
