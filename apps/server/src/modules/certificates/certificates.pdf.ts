// The certificate PDF (issue 14), made with pdf-lib: A4 landscape in the campus colours, with the campus
// name, the learner, the course, the date of issue and the verification code with where to check it.
// The standard Helvetica font covers Latin-1 (WinAnsi); other characters print as "?" (no font files
// are embedded, which keeps the PDF small). Saved without object streams so the text stays findable.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type RGB } from 'pdf-lib';

export interface CertificatePdfInput {
  campusName: string;
  /** Main colour of the campus (#rgb or #rrggbb); the default blue otherwise. */
  primaryColor: string | undefined;
  /** Second colour for the thin rule; the primary colour otherwise. */
  accentColor: string | undefined;
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  verificationCode: string;
  /** Absolute URL of the public verification page for this code. */
  verificationUrl: string;
  language: 'de' | 'en';
}

const DEFAULT_PRIMARY = '#0b3d91';
const WIDTH = 841.89;
const HEIGHT = 595.28;

const TEXT = {
  en: {
    title: 'Certificate of completion',
    intro: 'This certifies that',
    completed: 'has successfully completed the course',
    issued: 'Issued on',
    code: 'Verification code',
    check: 'Check it at',
  },
  de: {
    title: 'Teilnahmezertifikat',
    intro: 'Hiermit wird bestätigt, dass',
    completed: 'den folgenden Kurs erfolgreich abgeschlossen hat',
    issued: 'Ausgestellt am',
    code: 'Prüfcode',
    check: 'Prüfen unter',
  },
} as const;

/** A CSS hex colour as pdf-lib RGB; undefined for anything else (names, rgb(), garbage). */
export function hexColor(value: string | undefined): RGB | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  const channel = (index: number) => Number.parseInt(hex.slice(index, index + 2), 16) / 255;
  return rgb(channel(0), channel(2), channel(4));
}

/** Replaces what the font cannot encode (outside WinAnsi) and control characters with "?". */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ').trim()].map((char) => (supported.has(char.codePointAt(0) ?? -1) ? char : '?')).join('');
}

/** Shrinks the size until the text fits the width (long course titles), down to `min`. */
function fittedSize(font: PDFFont, text: string, size: number, maxWidth: number, min = 12): number {
  let current = size;
  while (current > min && font.widthOfTextAtSize(text, current) > maxWidth) current -= 1;
  return current;
}

export async function buildCertificatePdf(input: CertificatePdfInput): Promise<Uint8Array> {
  const text = TEXT[input.language];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const primary = hexColor(input.primaryColor) ?? (hexColor(DEFAULT_PRIMARY) as RGB);
  const accent = hexColor(input.accentColor) ?? primary;
  const dark = rgb(0.13, 0.15, 0.18);
  const muted = rgb(0.4, 0.43, 0.47);
  const page = pdf.addPage([WIDTH, HEIGHT]);

  const centered = (value: string, y: number, font: PDFFont, size: number, color: RGB) => {
    const line = printable(font, value);
    const fitted = fittedSize(font, line, size, WIDTH - 160);
    page.drawText(line, { x: (WIDTH - font.widthOfTextAtSize(line, fitted)) / 2, y, size: fitted, font, color });
  };

  // Frame and header band in the campus colours.
  page.drawRectangle({ x: 0, y: HEIGHT - 90, width: WIDTH, height: 90, color: primary });
  page.drawRectangle({ x: 24, y: 24, width: WIDTH - 48, height: HEIGHT - 48, borderColor: primary, borderWidth: 2 });
  page.drawRectangle({ x: 80, y: HEIGHT - 98, width: WIDTH - 160, height: 4, color: accent });
  centered(input.campusName, HEIGHT - 58, bold, 24, rgb(1, 1, 1));

  centered(text.title, HEIGHT - 160, bold, 32, primary);
  centered(text.intro, HEIGHT - 215, regular, 16, muted);
  centered(input.learnerName, HEIGHT - 260, bold, 30, dark);
  centered(text.completed, HEIGHT - 305, regular, 16, muted);
  centered(input.courseTitle, HEIGHT - 350, bold, 24, dark);

  const date = new Intl.DateTimeFormat(input.language === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(input.issuedAt);
  centered(`${text.issued} ${date}`, HEIGHT - 405, regular, 14, dark);
  centered(`${text.code}: ${input.verificationCode}`, 78, bold, 12, dark);
  centered(`${text.check} ${input.verificationUrl}`, 60, regular, 10, muted);

  pdf.setTitle(`${text.title}: ${input.courseTitle}`);
  pdf.setAuthor(input.campusName);
  pdf.setSubject(`${input.learnerName}, ${input.courseTitle}, ${input.verificationCode}`);
  pdf.setCreationDate(input.issuedAt);
  pdf.setProducer('Campus');
  return pdf.save({ useObjectStreams: false });
}
