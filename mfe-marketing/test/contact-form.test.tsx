import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchCalls, jsonResponse, route } from '../../mfe-shared/testing/fetch-mock';
import ContactForm, { CONTACT_FAILED, CONTACT_MARKED, CONTACT_SUCCESS, SAMPLE_NAME } from '../src/features/leads/contact-form';
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

  it('an empty submit marks each field the API names as body.<field>, with its message under it', async () => {
    // The API's real 422 shape (error-handler.ts): dotted request paths.
    route('POST /leads', () =>
      jsonResponse({ detail: 'Name is required!', fields: { 'body.name': 'Name is required!', 'body.email': 'A valid email is required' } }, 422),
    );
    render(<ContactForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${CONTACT_FAILED} ${CONTACT_MARKED}`);
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required!');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('A valid email is required');
    expect(screen.getByLabelText('Mobile')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('keeps the input when one field is refused, and marks only that field', async () => {
    route('POST /leads', () =>
      jsonResponse(
        { detail: 'Text contains characters that are not allowed.', fields: { 'body.message': 'Text contains characters that are not allowed.' } },
        422,
      ),
    );
    render(<ContactForm />);
    await type('Name', 'Meera');
    await type('Email', 'meera@example.com');
    await type('Message', 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MARKED);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Text contains characters that are not allowed.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('a 422 about no field of the form shows the API detail, not "marked above"', async () => {
    route('POST /leads', () => jsonResponse({ detail: 'Unknown page', fields: { 'body.page': 'Unknown page' } }, 422));
    render(<ContactForm />);
    await type('Name', 'Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`${CONTACT_FAILED} Unknown page Please try again.`);
    expect(alert).not.toHaveTextContent(CONTACT_MARKED);
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
