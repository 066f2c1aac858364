// SPEC §2 Contact: the form (Name, Email, Mobile, Subject, Message, Submit), the call and
// WhatsApp number and the support e-mail. ?subject= pre-fills the subject, so buttons such
// as Request a Demo Session land on a form that already says what they want.
import styled from 'styled-components';
import { useSearchParams } from 'react-router-dom';
import { theme } from 'mfe-shared';
import { ContactDetails } from '../../components/contact-block';
import { Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { ContactForm } from '../leads';

const Grid = styled.div`
  display: grid;
  gap: 2rem;
  ${theme.media.desktop} { grid-template-columns: 1.4fr 1fr; }
`;

export default function ContactPage() {
  const route = routeFor('/contact');
  const [params] = useSearchParams();
  const subject = params.get('subject')?.slice(0, 200) ?? '';
  return (
    <Page path="/contact">
      <Hero
        title={route.heading}
        lead="Questions about a course, an implementation or hiring? Write to us, call or WhatsApp: we reply within one working day."
      />
      <Section id="write" title="Send us a message">
        <Grid>
          <ContactForm subject={subject} />
          <div>
            <h3>Call, WhatsApp or e-mail</h3>
            <ContactDetails />
          </div>
        </Grid>
      </Section>
    </Page>
  );
}
