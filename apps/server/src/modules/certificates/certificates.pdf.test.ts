// The certificate PDF on its own: campus colours from CSS hex, text the standard font cannot print,
// long course titles, and the text the PDF carries.
import { describe, expect, it } from 'vitest';
import { buildCertificatePdf, hexColor } from './certificates.pdf.ts';
import { pdfFillColors, pdfText } from './testing/certificate-fixtures.ts';

const base = {
  campusName: 'Demo Campus',
  primaryColor: '#c00',
  accentColor: undefined,
  learnerName: 'Zoë Ødegaard',
  courseTitle: 'Self-paced Tactics',
  issuedAt: new Date(Date.UTC(2026, 10, 24, 12)),
  verificationCode: 'ABCD-EFGH-JKMN',
  verificationUrl: 'https://campus.example.org/certificates/verify/ABCD-EFGH-JKMN',
  language: 'en' as const,
};

describe('hexColor', () => {
  it('reads #rgb and #rrggbb and refuses anything else', () => {
    expect(hexColor('#fff')).toEqual({ type: 'RGB', red: 1, green: 1, blue: 1 });
    expect(hexColor(' #0B3D91 ')).toMatchObject({ red: 11 / 255, green: 61 / 255, blue: 145 / 255 });
    for (const value of ['red', 'rgb(1,2,3)', '#12345', '', undefined, 'url(javascript:x)']) expect(hexColor(value), String(value)).toBeUndefined();
  });
});

describe('buildCertificatePdf', () => {
  it('prints campus, learner, course, date, code and link, in the campus colour', async () => {
    const pdf = await buildCertificatePdf(base);
    const text = pdfText(pdf);
    for (const part of ['Demo Campus', 'Certificate of completion', 'Zoë Ødegaard', 'Self-paced Tactics', 'Issued on 24 November 2026', 'Verification code: ABCD-EFGH-JKMN', base.verificationUrl]) {
      expect(text).toContain(part);
    }
    expect(pdfFillColors(pdf)).toContainEqual([204, 0, 0]);
  });

  it('prints German, falls back to the default colour, and replaces what Helvetica cannot print', async () => {
    const pdf = await buildCertificatePdf({ ...base, language: 'de', primaryColor: 'tomato', learnerName: '王小明 Wang', courseTitle: 'A'.repeat(300) });
    const text = pdfText(pdf);
    expect(text).toContain('Teilnahmezertifikat');
    expect(text).toContain('Ausgestellt am 24. November 2026');
    expect(text).toContain('??? Wang');
    expect(text).toContain('A'.repeat(300));
    expect(pdfFillColors(pdf)).toContainEqual([11, 61, 145]);
  });
});
