// The certificates screen and the public verification page against a fake API: the list with its
// download (the PDF request with the user's language, then the list is read again), the empty state,
// a verified code and an unknown one.
import type { Certificate } from '@campus/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, json, problem } from '../../../test/fake-api.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { CertificateVerificationPage } from './certificate-verification-page.tsx';
import { CertificatesPage } from './certificates-page.tsx';
import { CourseCertificateHolders } from './course-certificate-holders.tsx';

const certificate: Certificate = {
  id: 31,
  uid: 9,
  og_id: 4,
  course_title: 'Self-paced Tactics',
  status: 'fulfilled',
  download_count: 0,
  fulfilled_at: '2026-11-24T12:00:00.000Z',
  verification_code: 'ABCD-EFGH-JKMN',
  success_message: null,
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:certificate');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CertificatesPage', () => {
  it('lists the certificates and downloads the PDF in the user’s language', async () => {
    let downloads = 0;
    const api = fakeApi({
      'GET /user/9/certificates/list': () => json({ items: [{ ...certificate, download_count: downloads }] }),
      'GET /user/9/certificates/31/request?lang=de': () => {
        downloads += 1;
        return new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf' } });
      },
    });
    vi.stubGlobal('fetch', vi.fn(api.fetch));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await renderScreen(<CertificatesPage userId={9} />, { language: 'de' });

    expect(screen.getByRole('heading', { level: 1, name: 'Zertifikate' })).toBeInTheDocument();
    const card = await screen.findByTestId('certificate-card');
    expect(within(card).getByRole('heading', { name: 'Self-paced Tactics' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Ausgestellt am 24.11.26');
    expect(within(card).getByRole('link', { name: 'ABCD-EFGH-JKMN' })).toHaveAttribute('href', '/certificates/verify/ABCD-EFGH-JKMN');

    await userEvent.click(within(card).getByRole('button', { name: 'Zertifikat für Self-paced Tactics herunterladen (PDF)' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.calls.filter((call) => call.path.startsWith('/user/9/certificates/31/request'))).toHaveLength(1);
    // The list is read again and shows the download.
    await waitFor(() => expect(screen.getByTestId('certificate-card')).toHaveTextContent('Downloads: 1'));
    click.mockRestore();
  });

  it('says when there is nothing yet', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /user/9/certificates/list': () => json({ items: [] }) }).fetch));
    await renderScreen(<CertificatesPage userId={9} />);
    expect(await screen.findByTestId('certificates-empty')).toHaveTextContent('You have not earned a certificate yet.');
  });
});

describe('CertificateVerificationPage', () => {
  it('shows learner, course, campus and date of a valid code, without a session', async () => {
    const api = fakeApi({
      'GET /certificates/verify/ABCD-EFGH-JKMN': () =>
        json({ code: 'ABCD-EFGH-JKMN', learner: 'Demo Student', course: 'Self-paced Tactics', campus: 'Demo Campus', issued_at: '2026-11-24T12:00:00.000Z' }),
    });
    const fetch = vi.fn(api.fetch);
    vi.stubGlobal('fetch', fetch);
    await renderScreen(<CertificateVerificationPage code="ABCD-EFGH-JKMN" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(await screen.findByTestId('verified-learner')).toHaveTextContent('Demo Student');
    expect(screen.getByTestId('verified-course')).toHaveTextContent('Self-paced Tactics');
    expect(screen.getByTestId('verified-date')).toHaveTextContent('24.11.26');
    const headers = new Headers(fetch.mock.calls[0]?.[1]?.headers);
    expect(headers.has('authorization')).toBe(false);
  });

  it('says clearly that an unknown code belongs to no certificate', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeApi({ 'GET /certificates/verify/AAAA-BBBB-CCCC': () => problem(404, 'CERTIFICATE_CODE_UNKNOWN') }).fetch));
    await renderScreen(<CertificateVerificationPage code="AAAA-BBBB-CCCC" />);
    expect(await screen.findByTestId('certificate-unknown')).toHaveTextContent('No certificate was issued with this verification code.');
    expect(screen.queryByTestId('certificate-valid')).not.toBeInTheDocument();
  });
});

describe('CourseCertificateHolders', () => {
  it('lists who earned the course certificate', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeApi({
          'GET /og/4/certificates': () =>
            json({ items: [{ uid: 9, name: 'Sam Student', fulfilled_at: '2026-11-24T12:00:00.000Z', download_count: 2, verification_code: 'ABCD-EFGH-JKMN' }] }),
        }).fetch,
      ),
    );
    await renderScreen(<CourseCertificateHolders courseId={4} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Certificates earned' })).toBeInTheDocument();
    const row = await screen.findByTestId('certificate-holder');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Sam Student', '24.11.26', '2', 'ABCD-EFGH-JKMN']);
  });
});
