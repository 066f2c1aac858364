import { Link } from 'react-router-dom';
import { NOT_FOUND_TEXT } from 'mfe-shared';
import { Screen } from '../components/page';
import { screens } from '../config/paths';

export function NotFound() {
  return (
    <Screen title="Not found">
      <p>{NOT_FOUND_TEXT}</p>
      <Link to={screens.courses}>Back to courses</Link>
    </Screen>
  );
}
