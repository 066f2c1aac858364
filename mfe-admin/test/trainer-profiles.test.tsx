// Trainers' public profiles (decision 147): editors write what the course pages show, modules typed
// as one comma-separated line, years optional; a photo only once the profile exists, refused by
// the API when its bytes are not an image.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TRAINER_PROFILE_MESSAGES, type AdminTrainer, type AdminTrainerProfile } from 'mfe-shared/contracts/admin';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import { PHOTO_NEEDS_PROFILE, PROFILE_LABELS, SAVED_TOAST } from '../src/features/trainer-profiles/trainer-profile-form';
import { TRAINERS_TITLE } from '../src/features/trainer-profiles/trainer-profiles-page';
import { renderAdmin, staff } from './render-admin';

const profile = (overrides: Partial<AdminTrainerProfile> = {}): AdminTrainerProfile => ({
  display_name: 'Ravi Kumar',
  years_experience: 12,
  modules: ['FI', 'CO'],
  bio: 'Twelve years of S/4HANA Finance roll-outs.',
  photo_url: null,
  updated_at: '2026-11-27T04:30:00.000Z',
  ...overrides,
});
const trainer = (overrides: Partial<AdminTrainer> = {}): AdminTrainer => ({ user_id: 7, name: 'Ravi Kumar', role: 'trainer', profile: null, ...overrides });
const card = async (name: string) => screen.findByRole('form', { name: `Profile of ${name}` }, { timeout: 5000 });

describe('trainer profiles', () => {
  it('is in the editors’ navigation; a new profile is saved with modules split and years as a number', async () => {
    let results = [trainer()];
    route('GET /admin/trainers', () => jsonResponse({ results }));
    route('PUT /admin/trainers/7/profile', () => {
      results = [trainer({ profile: profile({ modules: ['FI', 'CO', 'S/4HANA Finance'] }) })];
      return jsonResponse(results[0]!.profile);
    });
    renderAdmin('/admin/trainers', staff('editor'));
    expect(await screen.findByRole('heading', { level: 1, name: TRAINERS_TITLE }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trainer profiles' })).toHaveAttribute('href', '/admin/trainers');
    const form = await card('Ravi Kumar');
    // No profile yet: the photo waits for it.
    expect(within(form).getByLabelText(PROFILE_LABELS.photo)).toBeDisabled();
    expect(within(form).getByText(PHOTO_NEEDS_PROFILE)).toBeInTheDocument();
    expect(within(form).getByLabelText(PROFILE_LABELS.name)).toHaveValue('Ravi Kumar');

    await userEvent.type(within(form).getByLabelText(PROFILE_LABELS.years), '12');
    await userEvent.type(within(form).getByLabelText(PROFILE_LABELS.modules), 'FI, CO ,, S/4HANA Finance');
    await userEvent.type(within(form).getByLabelText(PROFILE_LABELS.bio), 'Twelve years of S/4HANA Finance roll-outs.');
    await userEvent.click(within(form).getByRole('button', { name: PROFILE_LABELS.save }));
    expect(await screen.findByText(SAVED_TOAST)).toBeInTheDocument();
    expect(fetchCalls.find((call) => call.method === 'PUT')?.body).toEqual({
      display_name: 'Ravi Kumar',
      years_experience: 12,
      modules: ['FI', 'CO', 'S/4HANA Finance'],
      bio: 'Twelve years of S/4HANA Finance roll-outs.',
    });
    // Read again: the photo can be added now.
    expect(within(await card('Ravi Kumar')).getByLabelText(PROFILE_LABELS.photo)).toBeEnabled();
  });

  it('refuses years that are not a whole number, on the form, and sends nothing', async () => {
    route('GET /admin/trainers', () => jsonResponse({ results: [trainer({ profile: profile() })] }));
    renderAdmin('/admin/trainers');
    const form = await card('Ravi Kumar');
    const years = within(form).getByLabelText(PROFILE_LABELS.years);
    expect(years).toHaveValue('12');
    await userEvent.clear(years);
    await userEvent.type(years, '2.5');
    await userEvent.click(within(form).getByRole('button', { name: PROFILE_LABELS.save }));
    expect(await within(form).findByText(TRAINER_PROFILE_MESSAGES.years)).toBeInTheDocument();
    expect(fetchCalls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('uploads a photo for a saved profile and shows the API’s refusal of a file that is not an image', async () => {
    route('GET /admin/trainers', () => jsonResponse({ results: [trainer({ profile: profile() })] }));
    route('POST /admin/trainers/7/profile/photo', () => jsonResponse({ detail: TRAINER_PROFILE_MESSAGES.wrongType }, 415));
    renderAdmin('/admin/trainers');
    const form = await card('Ravi Kumar');
    const upload = within(form).getByRole('button', { name: PROFILE_LABELS.upload });
    expect(upload).toBeDisabled();
    await userEvent.upload(within(form).getByLabelText(PROFILE_LABELS.photo), new File(['MZ'], 'photo.png', { type: 'image/png' }));
    await userEvent.click(upload);
    expect(await within(form).findByText(TRAINER_PROFILE_MESSAGES.wrongType)).toBeInTheDocument();
    const sent = fetchCalls.find((call) => call.method === 'POST')!.body as FormData;
    expect((sent.get('file') as File).name).toBe('photo.png');
  });
});
