// The one line a form or an action shows when what went wrong is about the whole of it, not one
// field (a throttle, a lost connection, a refused payment): FieldMessages says what is wrong with
// a field, this says what is wrong with the form. An alert, so it is read out as it appears,
// in the danger colour of the fields' messages. Its own entry (`mfe-shared/ui/form-error`),
// bundled by the screens that use it (decision 017: a page pays only for the pieces it renders).
import styled from 'styled-components';
import { theme } from 'mfe-shared';

// flex-basis: a line of its own when its form lays its controls out in a row (a code beside its
// button). Said here, not in the CSS: a comment in the template ships in every copy.
const Message = styled.p`
  color: ${theme.color.danger};
  margin: 0;
  flex-basis: 100%;
`;

export type FormErrorProps = {
  /** What went wrong; nothing is rendered without one, so a form can always render the piece. */
  message?: string | null;
  id?: string;
};

export function FormError({ message, id }: FormErrorProps) {
  if (!message) return null;
  return (
    <Message id={id} role="alert">
      {message}
    </Message>
  );
}
