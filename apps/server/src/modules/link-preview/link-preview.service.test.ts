// Reading a page's title, description and site name: og: tags first, plain text only, cut to 500.
import { describe, expect, it } from 'vitest';
import { cleanPreviewText, extractPageMetadata, PREVIEW_TEXT_MAX } from './link-preview.service.ts';

describe('extractPageMetadata', () => {
  it('prefers og: tags', () => {
    const html = `<html><head><title>Plain title</title>
      <meta property="og:title" content="OG title"><meta name="description" content="Plain description">
      <meta property="og:description" content="OG description"><meta property="og:site_name" content="Example Site"></head></html>`;
    expect(extractPageMetadata(html)).toEqual({ title: 'OG title', description: 'OG description', siteName: 'Example Site' });
  });

  it('falls back to <title> and meta description', () => {
    const html = '<title>\n  The   page\t</title><meta name="Description" content=" About it ">';
    expect(extractPageMetadata(html)).toEqual({ title: 'The page', description: 'About it', siteName: null });
  });

  it('answers nulls for a page without any', () => {
    expect(extractPageMetadata('<p>nothing here</p>')).toEqual({ title: null, description: null, siteName: null });
    expect(extractPageMetadata('<title>   </title><meta property="og:title" content="">')).toEqual({ title: null, description: null, siteName: null });
  });

  it('decodes entities into text and ignores titles inside scripts', () => {
    const html = `<script>document.write("<title>from script</title>")</script><title>Tom &amp; Jerry &lt;3</title>
      <meta property="og:description" content="&quot;quoted&quot; &#x3C;b&#x3E;">`;
    expect(extractPageMetadata(html)).toEqual({ title: 'Tom & Jerry <3', description: '"quoted" <b>', siteName: null });
  });

  it('takes the first of repeated tags', () => {
    expect(extractPageMetadata('<meta property="og:title" content="one"><meta property="og:title" content="two">').title).toBe('one');
  });
});

describe('cleanPreviewText', () => {
  it('removes control and bidi characters and collapses whitespace', () => {
    expect(cleanPreviewText('a\u0000b\u202ec\r\n\r\nd')).toBe('a bc d');
    expect(cleanPreviewText('Ex\u00adam\u200bple')).toBe('Example');
  });

  it(`cuts to ${PREVIEW_TEXT_MAX} characters`, () => {
    const cut = cleanPreviewText('ä'.repeat(2000)) ?? '';
    expect(Array.from(cut)).toHaveLength(PREVIEW_TEXT_MAX);
    expect(cut.endsWith('…')).toBe(true);
    expect(cleanPreviewText('x'.repeat(PREVIEW_TEXT_MAX))).toBe('x'.repeat(PREVIEW_TEXT_MAX));
  });
});
