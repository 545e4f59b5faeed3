import { isValidExternalUrl } from '@campus/shared';
import { describe, expect, it } from 'vitest';
import { contentFixture } from '../testing/content-fixtures.ts';
import {
  contentFormFieldOf,
  contentFormValues,
  contentServerFieldErrors,
  fieldOfErrorCode,
  toContentCreateInput,
  toContentUpdateInput,
  validateContentForm,
} from './content-form.ts';

const empty = contentFormValues();

describe('content form values', () => {
  it('starts empty and takes an item to edit', () => {
    expect(empty).toEqual({ title: '', body: '', assignmentId: null, tids: [], externalUrl: '' });
    const item = contentFixture({ assignmentId: 11, tags: [{ tid: 7, name: 'Pressing' }], type: 'external_content', externalUrl: 'https://example.org' });
    expect(contentFormValues(item)).toEqual({ title: item.title, body: item.body, assignmentId: '11', tids: ['7'], externalUrl: 'https://example.org' });
  });

  it('sends trimmed values, numbers for ids, and the address only for external content', () => {
    const values = { title: '  Hello ', body: '<p>x</p>', assignmentId: '11', tids: ['7', '8'], externalUrl: ' https://example.org/a ' };
    expect(toContentCreateInput(values, 'blog')).toEqual({ type: 'blog', title: 'Hello', body: '<p>x</p>', assignmentId: 11, tids: [7, 8] });
    expect(toContentCreateInput(values, 'external_content')).toMatchObject({ type: 'external_content', externalUrl: 'https://example.org/a' });
    expect(toContentUpdateInput({ ...values, assignmentId: null }, { id: 31, type: 'cmap' })).toEqual({
      id: 31,
      title: 'Hello',
      body: '<p>x</p>',
      assignmentId: null,
      tids: [7, 8],
    });
  });
});

describe('content form checks (spec §5 title 1..500, http/https addresses)', () => {
  it('requires a title of at most 500 characters', () => {
    expect(validateContentForm(empty, 'blog').title?.key).toBe('content.form.errors.titleRequired');
    expect(validateContentForm({ ...empty, title: '   ' }, 'blog').title?.key).toBe('content.form.errors.titleRequired');
    expect(validateContentForm({ ...empty, title: 'x'.repeat(500) }, 'blog')).toEqual({});
    expect(validateContentForm({ ...empty, title: 'x'.repeat(501) }, 'blog').title).toEqual({ key: 'content.form.errors.tooLong', values: { max: 500 } });
  });

  it('requires an http(s) address for external content only', () => {
    const titled = { ...empty, title: 'Link' };
    expect(validateContentForm(titled, 'blog')).toEqual({});
    expect(validateContentForm(titled, 'external_content').externalUrl?.key).toBe('content.form.errors.urlRequired');
    expect(validateContentForm({ ...titled, externalUrl: 'javascript:alert(1)' }, 'external_content').externalUrl?.key).toBe('content.form.errors.urlInvalid');
    expect(validateContentForm({ ...titled, externalUrl: 'https://example.org' }, 'external_content')).toEqual({});
  });

  it('accepts the same addresses as the shared rule the server uses', () => {
    const titled = { ...empty, title: 'Link' };
    const samples = [
      'https://example.org',
      'http://example.org/path?q=1#x',
      'HTTPS://EXAMPLE.ORG',
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'ftp://example.org',
      'https://user:pw@example.org',
      '/relative/path',
      'example.org',
      'mailto:a@example.org',
      'https://',
      'http:example.org',
      'https://example.org/a b',
      `https://example.org/${'a'.repeat(2048)}`,
    ];
    for (const sample of samples) {
      expect(validateContentForm({ ...titled, externalUrl: sample }, 'external_content').externalUrl === undefined, sample).toBe(isValidExternalUrl(sample));
    }
  });
});

describe('content form checks beyond the title and the address', () => {
  it('refuses an address over 2048 characters and a body over the shared limit, with their own texts', () => {
    const titled = { ...empty, title: 'Link' };
    const longUrl = `https://example.org/${'a'.repeat(2048)}`;
    expect(validateContentForm({ ...titled, externalUrl: longUrl }, 'external_content').externalUrl).toEqual({ key: 'content.form.errors.tooLong', values: { max: 2048 } });
    expect(validateContentForm({ ...titled, externalUrl: 'http:example.org' }, 'external_content').externalUrl?.key).toBe('content.form.errors.urlInvalid');
    expect(validateContentForm({ ...empty, body: 'x'.repeat(200_001) }, 'news')).toEqual({
      title: { key: 'content.form.errors.titleRequired' },
      body: { key: 'content.form.errors.bodyTooLong' },
    });
    expect(validateContentForm({ ...titled, body: 'x'.repeat(200_000) }, 'news')).toEqual({});
  });
});

describe('server field errors', () => {
  it('maps wire paths onto the form fields', () => {
    expect(contentFormFieldOf('title')).toBe('title');
    expect(contentFormFieldOf('tids.2')).toBe('tids');
    expect(contentFormFieldOf('/externalUrl')).toBe('externalUrl');
    expect(contentFormFieldOf('video_id')).toBeUndefined();
    expect(
      contentServerFieldErrors([
        { path: 'title', message: 'Too long' },
        { path: 'title', message: 'second' },
        { path: 'other', message: 'ignored' },
      ]),
    ).toEqual({ title: { key: 'content.form.errors.server', values: { message: 'Too long' } } });
  });

  it('marks the address for the URL problem codes', () => {
    expect(fieldOfErrorCode('EXTERNAL_URL_INVALID')).toBe('externalUrl');
    expect(fieldOfErrorCode('EXTERNAL_URL_NOT_PUBLIC')).toBe('externalUrl');
    expect(fieldOfErrorCode('FORBIDDEN')).toBeUndefined();
  });
});
