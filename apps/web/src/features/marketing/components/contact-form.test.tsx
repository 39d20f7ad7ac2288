import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { stubApi } from '../../../test/stub-api';
import { fail, ok } from '../../../test/users';
import '../marketing-locales';
import { ContactForm } from './contact-form';

afterEach(() => {
  vi.unstubAllGlobals();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

function fillIn() {
  type('Your name', ' Ann Lee ');
  type('Email address', 'Ann@Example.com');
  type('Subject', 'Spanish voices');
  type('Message', 'Which Spanish voices are on the free plan?');
}

describe('contact form', () => {
  it('lists every missing field in an alert, marks them invalid and focuses the first', () => {
    const { fetchMock } = stubApi({});
    render(<ContactForm />);
    type('Subject', 'Hello');
    send();
    const alert = screen.getByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Enter your name.', 'Enter your email address.', 'Enter a message.']);
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(field('Subject').getAttribute('aria-invalid')).toBe('false');
    expect(
      document.getElementById(field('Message').getAttribute('aria-describedby')!)?.textContent,
    ).toBe('Enter a message.');
    expect(document.activeElement).toBe(field('Your name'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a bad email address', () => {
    stubApi({});
    render(<ContactForm />);
    fillIn();
    type('Email address', 'ann@');
    send();
    expect(within(screen.getByRole('alert')).getByRole('listitem').textContent).toBe(
      'Enter a valid email address, like name@example.com.',
    );
  });

  it('sends the trimmed message, thanks, and offers to send another', async () => {
    const { calls } = stubApi({
      'POST /api/contact': () => ok({ message: 'Thanks' }, 201),
    });
    render(<ContactForm />);
    fillIn();
    send();
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain('Thank you, your message has been sent.');
    expect(calls('POST /api/contact')).toEqual([
      {
        name: 'Ann Lee',
        email: 'ann@example.com',
        subject: 'Spanish voices',
        message: 'Which Spanish voices are on the free plan?',
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field('Your name').value).toBe('');
  });

  it('shows the server refusing in the alert and keeps what was typed', async () => {
    stubApi({
      'POST /api/contact': () => fail(429, 'RATE_LIMITED', 'Too many requests.'),
    });
    render(<ContactForm />);
    fillIn();
    send();
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many messages from your address. Please try again in a few minutes.',
      ),
    );
    expect(field('Subject').value).toBe('Spanish voices');
  });
});
