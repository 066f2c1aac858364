// SPEC §2 About: intro, what we do (3 cards), why choose us (5 cards), mission and vision,
// four core values, closing audience list. Founder note and timeline stay in data, hidden.
import styled, { css, keyframes } from 'styled-components';
import { theme } from 'mfe-shared';
import { Card } from 'mfe-shared/ui/card';
import { FeatureCards } from '../../components/feature-cards';
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { ButtonLink, Checklist, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { STEP_DELAY_MS } from '../../config/spec-constants';
import { ABOUT_INTRO, AUDIENCES, CORE_VALUES, MISSION, VISION, WHAT_WE_DO, WHY_CHOOSE_US } from '../../content/about';

const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${theme.media.desktop} { grid-template-columns: 1fr 1fr; }
`;

// The mission and the vision: a Card each, the heading's own margin as the space below it.
const Statement = styled(Card).attrs({ as: 'article' })`
  display: block;
  padding: 1.5rem;
  h3 { margin: 0 0 0.5rem; }
  p { margin: 0; }
`;

const rise = keyframes`from { opacity: 0; transform: translateY(8px); } to { opacity: 1; transform: none; }`;

/** §9: a core value appears step number × 150 ms after the section starts. */
export const stepDelayMs = (step: number) => step * STEP_DELAY_MS;

const Steps = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
`;

const Step = styled.li<{ $step: number }>`
  padding: 1.25rem;
  border-left: 4px solid ${theme.color.brand};
  background: ${theme.color.surface};
  border-radius: ${theme.radius.sm};
  ${({ $step }) => css`
    animation: ${rise} 400ms ease-out both;
    animation-delay: ${stepDelayMs($step)}ms;
  `}
  @media (prefers-reduced-motion: reduce) { animation: none; }
  span { font-weight: 700; color: ${theme.color.brandDark}; }
  h3 { margin: 0.25rem 0; }
  p { margin: 0; color: ${theme.color.muted}; }
`;

export default function AboutPage() {
  const route = routeFor('/about');
  return (
    <Page path="/about">
      <Hero title={route.heading} lead={ABOUT_INTRO} art={<Illustration name="team" />} />
      <Section id="what-we-do" title="What we do">
        <FeatureCards cards={WHAT_WE_DO} />
      </Section>
      <Section id="why-us" title="Why choose us" tone="soft">
        <FeatureCards cards={WHY_CHOOSE_US} />
      </Section>
      <Section id="mission" title="Mission and vision">
        <Pair>
          <Statement>
            <h3>Our mission</h3>
            <p>{MISSION}</p>
          </Statement>
          <Statement>
            <h3>Our vision</h3>
            <p>{VISION}</p>
          </Statement>
        </Pair>
      </Section>
      <Section id="values" title="Our core values" tone="soft">
        <Steps>
          {CORE_VALUES.map((value) => (
            <Step key={value.title} $step={value.step}>
              <span>Step {value.step}</span>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </Step>
          ))}
        </Steps>
      </Section>
      <Section id="who-we-serve" title="Who we work with">
        <Checklist>
          {AUDIENCES.map((a) => (
            <li key={a}>
              <Icon name="check" size={20} />
              {a}
            </li>
          ))}
        </Checklist>
        <p>
          <ButtonLink to="/contact">Get in touch</ButtonLink>
        </p>
      </Section>
    </Page>
  );
}
