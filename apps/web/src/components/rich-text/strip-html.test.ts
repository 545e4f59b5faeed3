import { describe, expect, it } from 'vitest';
import { stripHtml } from './strip-html.ts';

describe('stripHtml (spec §8 image upload failure toast)', () => {
  it('keeps the words of a server message and drops its markup', () => {
    expect(stripHtml('<p>The file <strong>photo.svg</strong> is not an image.</p>')).toBe('The file photo.svg is not an image.');
    expect(stripHtml('Too large<br/>max 10 MB')).toBe('Too large max 10 MB');
    expect(stripHtml('<p>four <strong>stations</strong>, ten <em>minutes</em>.</p><p>Next</p>')).toBe('four stations, ten minutes. Next');
  });

  it('drops scripts, styles and comments with their contents', () => {
    expect(stripHtml('a<script>alert(1)</script>b<style>p{}</style>c<!-- hidden -->d')).toBe('a b c d');
    expect(stripHtml('<SCRIPT type="x">evil()</SCRIPT >ok')).toBe('ok');
    expect(stripHtml('unclosed <script>alert(1)')).toBe('unclosed');
  });

  it('decodes entities once, so encoded markup shows as the text it stands for', () => {
    expect(stripHtml('Fish &amp; chips &lt;b&gt; &#65;&#x42; &nbsp;x')).toBe('Fish & chips <b> AB x');
    expect(stripHtml('&unknown; &#0;')).toBe('&unknown; &#0;');
  });

  it('removes attributes carrying handlers along with their tag', () => {
    expect(stripHtml('<img src=x onerror="alert(1)">Upload failed')).toBe('Upload failed');
    expect(stripHtml('<a href="javascript:alert(1)">here</a>')).toBe('here');
  });

  it('leaves plain text and lone angle brackets alone, and treats empty input as empty', () => {
    expect(stripHtml('3 < 4 and 5 > 2')).toBe('3 < 4 and 5 > 2');
    expect(stripHtml('')).toBe('');
    expect(stripHtml(null)).toBe('');
    expect(stripHtml(undefined)).toBe('');
  });
});
