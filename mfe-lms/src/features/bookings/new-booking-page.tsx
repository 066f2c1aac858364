// /lms/bookings/new (decision 024): a student picks a free mock interview slot in India time and
// books it with a credit; `?follow_up_of=<id>` books a follow-up round of a mock interview that has
// feedback. Without credits the contract's noCredits message shows (and the API's 402 says the
// same if a credit went in the meantime).
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'mfe-shared';
import { BOOKING_MESSAGES } from '@sap-academy/contracts/bookings';
import { Page } from 'mfe-shared/ui/page';
import { QueryState } from 'mfe-shared/ui/query-state';
import { PageHead } from '../../components/page-head';
import { portalErrorView } from '../../components/error-view';
import { bookMockInterview } from './api/book-mock-interview';
import { useMyBookings } from './api/get-my-bookings';
import { BOOKINGS_PATH } from './booking-paths';
import { BOOKED_TOAST, BOOKINGS_HEADING, CONFIRM_BOOKING, creditsText, FOLLOW_UP_HEADING, NEW_BOOKING_HEADING } from './booking-texts';
import { SlotChoiceForm } from './components/slot-choice-form';

export default function NewBookingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const followUpOf = Number(params.get('follow_up_of')) || undefined;
  const heading = followUpOf ? FOLLOW_UP_HEADING : NEW_BOOKING_HEADING;
  const { data, error, mutate } = useMyBookings();
  return (
    <Page id="main">
      <PageHead parts={[heading]} />
      <h1>{heading}</h1>
      <p>
        <Link to={BOOKINGS_PATH}>{BOOKINGS_HEADING}</Link>
      </p>
      <QueryState data={data} renderError={portalErrorView} error={error} onRetry={() => void mutate()}>
        {({ credits }) =>
          credits.remaining === 0 ? (
            <p role="alert">{BOOKING_MESSAGES.noCredits}</p>
          ) : (
            <>
              <p>{creditsText(credits.remaining, credits.total)}</p>
              <SlotChoiceForm
                kind="mock_interview"
                label={heading}
                submitLabel={CONFIRM_BOOKING}
                onChoose={async (slot) => {
                  await bookMockInterview(followUpOf ? { ...slot, follow_up_of: followUpOf } : slot);
                  await mutate();
                  toast.success(BOOKED_TOAST);
                  void navigate(BOOKINGS_PATH);
                }}
              />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
