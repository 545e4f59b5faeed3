import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { FeedbackModal } from './feedback-modal.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedbackModal', () => {
  it('starts at 0 hearts with an 8-row message; the hearts are a keyboard radio group with names', async () => {
    await renderScreen(<FeedbackModal opened onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Your feedback' });
    expect(dialog).toBeInTheDocument();
    const group = screen.getByRole('radiogroup', { name: 'Rating' });
    const hearts = Array.from(group.querySelectorAll('input[type="radio"]'));
    expect(hearts.map((input) => input.getAttribute('aria-label'))).toEqual(['1 of 5 hearts', '2 of 5 hearts', '3 of 5 hearts', '4 of 5 hearts', '5 of 5 hearts']);
    expect(hearts.some((input) => (input as HTMLInputElement).checked)).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('rows', '8');
    // Always valid (spec §5): Send is never disabled.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('sends the rating and the message and thanks the user', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 1 }), { status: 201, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderScreen(<FeedbackModal opened onClose={onClose} />);
    await user.click(await screen.findByRole('radio', { name: '4 of 5 hearts' }));
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Nice app');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you for your feedback!')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toMatch(/\/app-feedback$/);
    expect(JSON.parse(String(init.body))).toEqual({ rating: 4, message: 'Nice app' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps the message and asks for hearts when the server refuses a send without a rating', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ status: 400, code: 'VALIDATION_FAILED', title: 'Invalid', errors: [{ path: 'rating', message: 'FEEDBACK_RATING_REQUIRED' }] }), {
            status: 400,
            headers: { 'content-type': 'application/problem+json' },
          }),
      ),
    );
    const user = userEvent.setup();
    await renderScreen(<FeedbackModal opened onClose={vi.fn()} />);
    const message = await screen.findByRole('textbox', { name: 'Message' });
    await user.type(message, 'No hearts yet');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Please choose between 1 and 5 hearts.'));
    expect(message).toHaveValue('No hearts yet');
  });
});
