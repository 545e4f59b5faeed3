import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HiddenByModeratorsNote, ReportButton, ReportFormProvider } from '../../../components/report-action.tsx';
import { renderScreen } from '../../../test/render-screen.tsx';
import { fakeApi, json, problem } from '../testing/fixtures.ts';
import { ReportForm } from './report-form.tsx';

function stub(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  vi.stubGlobal('fetch', vi.fn(api.fetch));
  return api;
}

afterEach(() => vi.unstubAllGlobals());

function renderButton() {
  return renderScreen(
    <ReportFormProvider value={ReportForm}>
      <ReportButton kind="content" targetId={40} label="Pressing drills" />
    </ReportFormProvider>,
  );
}

describe('the report modal', () => {
  it('is not offered without the app’s provider', async () => {
    await renderScreen(<ReportButton kind="content" targetId={40} label="Pressing drills" />);
    expect(screen.queryByRole('button', { name: /Report/ })).not.toBeInTheDocument();
  });

  it('sends the category and the reason, then closes', async () => {
    const api = stub({ 'POST /reports': () => json({ id: 9, status: 'open' }, 201) });
    const user = userEvent.setup();
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Report “Pressing drills”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the course staff' });
    // A reason is required before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason.')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), '  Advertising  ');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report to the course staff' })).not.toBeInTheDocument());
    expect(api.calls[0]).toMatchObject({ method: 'POST', path: '/reports', body: { kind: 'content', targetId: 40, category: 'spam', text: 'Advertising' } });
    expect(await screen.findByText('Thank you, the course staff will look at it.')).toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    stub({ 'POST /reports': () => problem(409, 'REPORT_ALREADY_OPEN') });
    const user = userEvent.setup();
    await renderButton();

    await user.click(screen.getByRole('button', { name: 'Report “Pressing drills”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report to the course staff' });
    await user.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Details (optional)' }), 'Rude words');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByTestId('report-form-error')).toHaveTextContent('You already reported this item');
    expect(within(dialog).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Rude words');
    expect(within(dialog).getByRole('radio', { name: 'Offensive' })).toBeChecked();
  });
});

describe('the hidden-by-moderators note', () => {
  it('shows only for a hidden item', async () => {
    await renderScreen(
      <>
        <HiddenByModeratorsNote hidden={false} />
        <HiddenByModeratorsNote hidden />
      </>,
    );
    expect(screen.getAllByTestId('moderation-hidden-note')).toHaveLength(1);
    expect(screen.getByText(/Hidden by moderators/)).toBeInTheDocument();
  });
});
