// Previous / next lesson across sections, the play cue kept together, the viewer
// aligned with the header, and the tab titled by class and course.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, theme } from 'mfe-shared';
import { jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { NEXT_LESSON, PLAY_VIDEO, PREVIOUS_LESSON } from '../src/config/texts';
import { classDetail, continueData } from './fixtures';
import { renderPortal } from './render-portal';

const titles: Record<number, string> = { 100: 'Welcome and system access', 101: 'Enterprise structure', 110: 'Chart of accounts' };

function serveCourse(lastOpened: number | null = null) {
  route('GET /lms/course/3/continue/55', () => jsonResponse(continueData(lastOpened)));
  for (const id of [100, 101, 110]) route(`GET /lms/course/3/class/${id}`, () => jsonResponse(classDetail(id, titles[id]!)));
  for (const id of [100, 110])
    route(`PUT /lms/course/3/class/${id}/progress`, () =>
      jsonResponse({ class_id: id, progress_status: 1, progress: { completed: 1, total: 3, percent: 33 } }),
    );
}

const lessons = () => screen.getByRole('navigation', { name: 'Lessons' });
const previousButton = () => within(lessons()).getByRole('button', { name: new RegExp(`^${PREVIOUS_LESSON}`) });
const nextButton = () => within(lessons()).getByRole('button', { name: new RegExp(`^${NEXT_LESSON}`) });

describe('class viewer: previous / next lesson', () => {
  it('walks the classes in outline order across sections, disabled at either end', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome and system access' })).toBeInTheDocument();
    expect(previousButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleName(`${NEXT_LESSON}: Enterprise structure`);

    await userEvent.click(nextButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise structure' })).toBeInTheDocument();
    expect(previousButton()).toHaveAccessibleName(`${PREVIOUS_LESSON}: Welcome and system access`);
    // The next class is in the next section.
    expect(nextButton()).toHaveAccessibleName(`${NEXT_LESSON}: Chart of accounts`);

    await userEvent.click(nextButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Chart of accounts' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Classes' })).getByRole('button', { name: /Chart of accounts/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(nextButton()).toBeDisabled();
    expect(nextButton()).toHaveAccessibleName(NEXT_LESSON);

    await userEvent.click(previousButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Enterprise structure' })).toBeInTheDocument();
  });

  it('titles the tab "<class> · <course> · brand", following the active class', async () => {
    serveCourse(110);
    renderPortal('/lms/course/3/classes/55');
    await screen.findByRole('heading', { level: 1, name: 'Chart of accounts' });
    expect(document.title).toBe(`Chart of accounts · SAP FICO Foundations · ${BRAND_NAME}`);
    await userEvent.click(previousButton());
    await screen.findByRole('heading', { level: 1, name: 'Enterprise structure' });
    expect(document.title).toBe(`Enterprise structure · SAP FICO Foundations · ${BRAND_NAME}`);
  });

  it('keeps the play icon and its label together, one centred item of the facade', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    const play = await screen.findByRole('button', { name: `${PLAY_VIDEO}: Welcome and system access` });
    // As separate items of the full-height grid, icon and label each took half the frame.
    expect(play.children).toHaveLength(1);
    const cue = play.firstElementChild!;
    expect(cue.querySelector('svg')).not.toBeNull();
    expect(within(cue as HTMLElement).getByText(PLAY_VIDEO)).toBeInTheDocument();
    expect(getComputedStyle(cue).flexDirection).toBe('column');
  });

  it('sits within the header width, centred, instead of running full-bleed under the logo', async () => {
    serveCourse();
    renderPortal('/lms/course/3/classes/55');
    const main = await screen.findByRole('main');
    const viewer = main.parentElement!;
    expect(within(viewer).getByRole('navigation', { name: 'Classes' })).toBeInTheDocument();
    expect(getComputedStyle(viewer).maxWidth).toBe(theme.maxWidth);
    expect(getComputedStyle(viewer).marginLeft).toBe('auto');
  });
});
