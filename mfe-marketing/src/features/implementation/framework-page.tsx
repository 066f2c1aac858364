// The implementation-framework page the spec mentions without a route: five alternating
// sections (illustration left, then right).
import styled from 'styled-components';
import { theme } from 'mfe-shared';
import { BookingLink } from '../../components/booking-link';
import { Icon } from '../../components/icon';
import { Illustration } from '../../components/illustrations';
import { Checklist, Container, Hero } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { FRAMEWORK_PATH, FRAMEWORK_PHASES } from '../../content/implementation';

const Phase = styled.section<{ $flip: boolean }>`
  padding: 2.5rem 0;
  &:nth-of-type(even) { background: ${theme.color.surfaceAlt}; }
  > div { display: grid; gap: 2rem; align-items: center; }
  ${theme.media.desktop} {
    > div { grid-template-columns: 1fr 1fr; }
    /* The illustration only: the checklist's icons must stay before their text. */
    > div > svg { order: ${({ $flip }) => ($flip ? 2 : 0)}; justify-self: center; }
  }
  h2 { margin: 0 0 0.5rem; }
`;

export default function FrameworkPage() {
  const route = routeFor(FRAMEWORK_PATH);
  return (
    <Page path={FRAMEWORK_PATH}>
      <Hero
        title={route.heading}
        lead="Every programme we run, on any platform, goes through the same five phases. Typical rollouts take 3 to 9 months."
        actions={<BookingLink>Schedule a Call</BookingLink>}
      />
      {FRAMEWORK_PHASES.map((phase, i) => (
        <Phase key={phase.title} $flip={i % 2 === 1} aria-labelledby={`phase-${i}`}>
          <Container>
            <Illustration name={phase.image} />
            <div>
              <h2 id={`phase-${i}`}>
                {i + 1}. {phase.title}
              </h2>
              <p>{phase.text}</p>
              <Checklist>
                {phase.points.map((p) => (
                  <li key={p}>
                    <Icon name="check" size={20} />
                    {p}
                  </li>
                ))}
              </Checklist>
            </div>
          </Container>
        </Phase>
      ))}
    </Page>
  );
}
