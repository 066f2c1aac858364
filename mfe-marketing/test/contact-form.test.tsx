import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import ContactForm, { CONTACT_FAILED, CONTACT_SUCCESS, SAMPLE_NAME } from '../src/features/leads/contact-form';
import { SITE_DATA_SNAPSHOT } from '../src/data/site-data';

const type = async (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);

describe('contact form (SPEC §2, §3, §5)', () => {
  it('has the five fields with their input types, sample placeholders and no required markers', () => {
    render(<ContactForm />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('placeholder', SAMPLE_NAME);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('placeholder', SITE_DATA_SNAPSHOT.settings.contact_email);
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Mobile')).toHaveAttribute('placeholder', expect.stringMatching(/^\+91 /));
    expect(screen.getByLabelText('Subject')).toBeInTheDocument();
    expect(screen.getByLabelText('Message').tagName).toBe('TEXTAREA');
    for (const input of screen.getAllByRole('textbox')) expect(input).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('sends the lead to POST /leads, thanks the visitor and clears the form', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Thank you.' }, 202));
    window.history.replaceState(null, '', '/contact');
    render(<ContactForm subject="Corporate training demo session" />);
    await type('Name', 'Meera');
    await type('Email', 'meera@example.com');
    await type('Mobile', '+91 98450 11111');
    await type('Message', 'Please call me.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SUCCESS);
    expect(fetchCalls[0]).toMatchObject({ method: 'POST', url: expect.stringMatching(/\/leads$/) });
    expect(fetchCalls[0]!.body).toEqual({
      type: 'contact',
      name: 'Meera',
      email: 'meera@example.com',
      mobile: '+91 98450 11111',
      subject: 'Corporate training demo session',
      message: 'Please call me.',
      page: '/contact',
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it('shows what the API refuses next to its field and keeps the input', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Validation failed', fields: { name: 'Name is required!' } }, 422));
    render(<ContactForm />);
    await type('Message', 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILED);
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required!');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('a network failure is reported clearly and the input is kept', async () => {
    route('POST /leads', () => {
      throw new TypeError('Failed to fetch');
    });
    render(<ContactForm />);
    await type('Name', 'Meera');
    await type('Email', 'meera@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CONTACT_FAILED} Failed to fetch Please try again.`);
    expect(screen.getByLabelText('Email')).toHaveValue('meera@example.com');
  });
});
