// SPEC §2 Mock Interviews: four 'What You'll Experience' cards, the 'Why Our Mock Interviews
// Work' table, Book Your Mock Interview Now (the portal's booking, or the external scheduler when the settings say so: decision 210) and Download Career Success
// Toolkit (the catalog form).
import { BookingFlowLink } from '../../components/booking-link';
import { MOCK_INTERVIEW_BOOKING_PATH } from '../../config/booking-paths';
import { FeatureCards } from '../../components/feature-cards';
import { FeatureTable } from '../../components/feature-table';
import { Illustration } from '../../components/illustrations';
import { ButtonRow, Hero, Section } from '../../components/layout';
import { Page } from '../../components/page';
import { routeFor } from '../../config/public-routes';
import { INTERVIEW } from '../../content/training';
import { LeadFormToggle } from '../leads';

export default function InterviewPage() {
  const route = routeFor('/training/interview');
  return (
    <Page path="/training/interview">
      <Hero title={route.heading} lead={INTERVIEW.intro} art={<Illustration name="conversation" />} />
      <Section id="experience" title="What You'll Experience">
        <FeatureCards cards={INTERVIEW.experience} />
      </Section>
      <Section id="why" title="Why Our Mock Interviews Work" tone="soft">
        <FeatureTable caption="What sets our mock interviews apart" columns={['What', 'How']} rows={INTERVIEW.why} />
        <ButtonRow>
          <BookingFlowLink to={MOCK_INTERVIEW_BOOKING_PATH}>Book Your Mock Interview Now</BookingFlowLink>
        </ButtonRow>
        <div style={{ marginTop: '1rem' }}>
          <LeadFormToggle kind="catalog" label="Download Career Success Toolkit" subject="Career Success Toolkit" variant="secondary" />
        </div>
      </Section>
    </Page>
  );
}
