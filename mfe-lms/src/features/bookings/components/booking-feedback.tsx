// A past mock interview's feedback as the student reads it (SPEC §2 Mock Interviews: "Feedback and
// action plan"): the rubric per SAP module or topic as a table, the rating, summary and action plan.
import type { BookingFeedback } from '@sap-academy/contracts/bookings';
import { formatIndiaDate } from 'mfe-shared/ui/format';
import { FEEDBACK_HEADING } from '../booking-texts';

export function BookingFeedbackView({ feedback, headingId }: { feedback: BookingFeedback; headingId: string }) {
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{FEEDBACK_HEADING}</h3>
      <table>
        <caption>Scores by topic (1 to 5)</caption>
        <thead>
          <tr>
            <th scope="col">Topic</th>
            <th scope="col">Score</th>
            <th scope="col">Comment</th>
          </tr>
        </thead>
        <tbody>
          {feedback.rubric.map((row, index) => (
            <tr key={`${row.topic}-${index}`}>
              <th scope="row">{row.topic}</th>
              <td>{row.score} / 5</td>
              <td>{row.comment}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl>
        <dt>Overall rating</dt>
        <dd>{feedback.rating} / 5</dd>
        <dt>Summary</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{feedback.summary}</dd>
        <dt>Action plan</dt>
        <dd style={{ whiteSpace: 'pre-line' }}>{feedback.action_plan}</dd>
        <dt>Recorded</dt>
        <dd>{formatIndiaDate(feedback.recorded_at)}</dd>
      </dl>
    </section>
  );
}
