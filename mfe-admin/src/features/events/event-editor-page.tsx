// /admin/events/new and /admin/events/:id: the event, its registrations and its history.
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { EventInput } from 'mfe-shared/contracts/admin';
import { QueryState } from 'mfe-shared/ui/query-state';
import { Screen, Section } from '../../components/page';
import { screens } from '../../config/paths';
import { useFormGeneration } from '../../lib/use-form-generation';
import { AuditHistory } from '../audit';
import { createEvent } from './api/create-event';
import { useEvent } from './api/get-event';
import { updateEvent } from './api/update-event';
import { EventForm } from './event-form';
import { EMPTY_EVENT, eventToForm } from './event-form-schema';
import { EventRegistrations } from './event-registrations';

function NewEvent() {
  const navigate = useNavigate();
  const create = async (input: EventInput) => {
    const event = await createEvent(input);
    await navigate(screens.event(event.id));
  };
  return (
    <Screen title="New event" actions={<Link to={screens.events}>All events</Link>}>
      <EventForm defaults={EMPTY_EVENT} onSave={create} />
    </Screen>
  );
}

function EditEvent({ id }: { id: number }) {
  const { data, error, mutate } = useEvent(id);
  const { generation, reload } = useFormGeneration(mutate);
  const save = async (input: EventInput) => {
    await updateEvent(id, input, data?.version);
    await mutate();
  };
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(event) => (
        <Screen title={`Event: ${event.title}`} actions={<Link to={screens.events}>All events</Link>}>
          <p>
            {event.registered} of {event.seat_cap} seats taken; {event.seats_left} left.
          </p>
          <EventForm key={generation} defaults={eventToForm(event)} onSave={save} onReload={reload} />
          <EventRegistrations event={event} />
          <Section aria-labelledby="event-history-heading">
            <h2 id="event-history-heading">History</h2>
            <AuditHistory entity="event" entityId={event.id} version={event.version} />
          </Section>
        </Screen>
      )}
    </QueryState>
  );
}

export function EventEditorPage() {
  const { eventId } = useParams();
  if (!eventId) return <NewEvent />;
  return <EditEvent key={eventId} id={Number(eventId)} />;
}
