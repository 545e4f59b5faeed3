// The text drawn in a PDF made by pdf-lib (saved with useObjectStreams: false): every stream is
// inflated where it is Flate-compressed, and the hex strings shown with Tj are decoded (WinAnsi, which
// matches Latin-1 for letters). No dependencies beyond node:zlib, so browser tests use it too.
import { inflateSync } from 'node:zlib';

/** Every stream of the PDF, inflated where it is Flate-compressed. */
export function pdfStreams(pdf: Uint8Array): string[] {
  const buffer = Buffer.from(pdf);
  const streams: string[] = [];
  let from = 0;
  for (;;) {
    const start = buffer.indexOf('stream', from, 'latin1');
    if (start < 0) break;
    let dataStart = start + 'stream'.length;
    if (buffer[dataStart] === 0x0d) dataStart += 1;
    if (buffer[dataStart] === 0x0a) dataStart += 1;
    const end = buffer.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    const raw = buffer.subarray(dataStart, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
    from = end + 'endstream'.length;
  }
  return streams;
}

/** The text shown with Tj (hex strings decoded), one line per drawing. */
export function pdfText(pdf: Uint8Array): string {
  const lines: string[] = [];
  for (const content of pdfStreams(pdf)) {
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) lines.push(Buffer.from(match[1] ?? '', 'hex').toString('latin1'));
    for (const match of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g)) lines.push(match[1] ?? '');
  }
  return lines.join('\n');
}

/** The fill colours (`r g b rg`) the PDF sets, as 0..255 triples. */
export function pdfFillColors(pdf: Uint8Array): [number, number, number][] {
  const colors: [number, number, number][] = [];
  for (const content of pdfStreams(pdf)) {
    for (const match of content.matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) {
      colors.push([Math.round(Number(match[1]) * 255), Math.round(Number(match[2]) * 255), Math.round(Number(match[3]) * 255)]);
    }
  }
  return colors;
}
