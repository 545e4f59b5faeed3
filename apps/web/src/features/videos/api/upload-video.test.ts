// The resumable upload against a small in-memory tus server at tus-js-client's HTTP-stack boundary: creation,
// offsets, resume checks and bearer tokens as the real server handles them (apps/server video-uploads).
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UploadTokenSource } from './upload-video.ts';
import { startVideoUpload } from './upload-video.ts';

interface StoredUpload {
  length: number;
  offset: number;
}

class FakeTusServer implements HttpStack {
  readonly uploads = new Map<string, StoredUpload>();
  readonly validTokens = new Set<string>();
  /** Every answer, as "METHOD status". */
  readonly log: string[] = [];
  /** Answers for the next resume checks (HEAD), taken one by one before the usual handling. */
  readonly headFailures: number[] = [];
  /** Whether a PATCH after the first one waits until it is aborted (a page closed mid-upload). */
  holdLaterPatches = false;
  private nextId = 1;

  createRequest(method: string, url: string): HttpRequest {
    return new FakeRequest(this, method, url);
  }

  getName(): string {
    return 'FakeTusServer';
  }

  answer(method: string, url: string, headers: Map<string, string>, body: unknown): FakeResponse | 'hold' {
    const response = this.handle(method, url, headers, body);
    if (response !== 'hold') this.log.push(`${method} ${response.getStatus()}`);
    return response;
  }

  private handle(method: string, url: string, headers: Map<string, string>, body: unknown): FakeResponse | 'hold' {
    const token = /^Bearer (.+)$/.exec(headers.get('Authorization') ?? '')?.[1];
    if (!token || !this.validTokens.has(token)) return new FakeResponse(401, {}, '{"code":"UNAUTHORIZED"}');
    if (method === 'POST') {
      const id = `upload-${this.nextId++}`;
      this.uploads.set(id, { length: Number(headers.get('Upload-Length')), offset: 0 });
      return new FakeResponse(201, { Location: `${url}/${id}` });
    }
    const upload = this.uploads.get(url.split('/').pop() ?? '');
    if (!upload) return new FakeResponse(404, {});
    if (method === 'HEAD') {
      const failure = this.headFailures.shift();
      if (failure !== undefined) return new FakeResponse(failure, {});
      return new FakeResponse(200, { 'Upload-Offset': String(upload.offset), 'Upload-Length': String(upload.length) });
    }
    if (method === 'PATCH') {
      if (Number(headers.get('Upload-Offset')) !== upload.offset) return new FakeResponse(409, {});
      if (this.holdLaterPatches && upload.offset > 0) return 'hold';
      upload.offset += (body as Blob).size;
      const answer: Record<string, string> = { 'Upload-Offset': String(upload.offset) };
      if (upload.offset === upload.length) answer['Video-Id'] = '77';
      return new FakeResponse(204, answer);
    }
    return new FakeResponse(405, {});
  }
}

class FakeRequest implements HttpRequest {
  private readonly headers = new Map<string, string>();
  private abortHeld: (() => void) | null = null;

  constructor(
    private readonly server: FakeTusServer,
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod(): string {
    return this.method;
  }

  getURL(): string {
    return this.url;
  }

  setHeader(header: string, value: string): void {
    this.headers.set(header, value);
  }

  getHeader(header: string): string | undefined {
    return this.headers.get(header);
  }

  setProgressHandler(): void {}

  send(body: unknown): Promise<HttpResponse> {
    const response = this.server.answer(this.method, this.url, this.headers, body);
    if (response !== 'hold') return Promise.resolve(response);
    return new Promise((_resolve, reject) => {
      this.abortHeld = () => reject(new Error('aborted'));
    });
  }

  abort(): Promise<void> {
    this.abortHeld?.();
    return Promise.resolve();
  }

  getUnderlyingObject(): unknown {
    return null;
  }
}

class FakeResponse implements HttpResponse {
  constructor(
    private readonly status: number,
    private readonly headers: Record<string, string>,
    private readonly body = '',
  ) {}

  getStatus(): number {
    return this.status;
  }

  getHeader(header: string): string | undefined {
    return Object.entries(this.headers).find(([name]) => name.toLowerCase() === header.toLowerCase())?.[1];
  }

  getBody(): string {
    return this.body;
  }

  getUnderlyingObject(): unknown {
    return null;
  }
}

/** The session's tokens: `current` is what the tab believes valid; renewing hands the server a new one. */
function sessionTokens(server: FakeTusServer, first: string) {
  let current = first;
  const renewed: string[] = [];
  server.validTokens.add(first);
  const tokens: UploadTokenSource = {
    current: () => Promise.resolve(current),
    renew: (refused) => {
      renewed.push(refused);
      current = `renewed-${renewed.length}`;
      server.validTokens.add(current);
      return Promise.resolve(current);
    },
  };
  return { tokens, renewed };
}

function upload(server: FakeTusServer, file: File, tokens: UploadTokenSource) {
  const events: string[] = [];
  const finished = new Promise<{ videoId: number | null }>((resolve, reject) => {
    startVideoUpload({
      file,
      metadata: { filename: file.name, title: 'Practice' },
      tokens,
      chunkSize: 10,
      httpStack: server,
      onProgress: (sent, total) => events.push(`${sent}/${total}`),
      onSuccess: resolve,
      onError: (code) => reject(new Error(code)),
    })
      .then((handle) => events.push(handle.resumed ? 'resumed' : 'new'))
      .catch(reject);
  });
  return { events, finished };
}

/** An upload that got its first chunk to the server before the page went away. */
async function leaveHalfDone(server: FakeTusServer, file: File, tokens: UploadTokenSource) {
  server.holdLaterPatches = true;
  let handle: Awaited<ReturnType<typeof startVideoUpload>> | null = null;
  handle = await startVideoUpload({
    file,
    metadata: { filename: file.name, title: 'Practice' },
    tokens,
    chunkSize: 10,
    httpStack: server,
    onProgress: () => undefined,
    onSuccess: () => undefined,
    onError: () => undefined,
  });
  await expect.poll(() => server.log).toEqual(['POST 201', 'PATCH 204']);
  await handle.abort();
  server.holdLaterPatches = false;
}

describe('startVideoUpload against a tus server', () => {
  const file = new File(['0123456789abcdefghijKLMNOPQRST'], 'practice.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('uploads in chunks with the bearer token and reports the video', async () => {
    const server = new FakeTusServer();
    const { tokens } = sessionTokens(server, 'first');
    const { events, finished } = upload(server, file, tokens);
    await expect(finished).resolves.toEqual({ videoId: 77, uploadId: 'upload-1' });
    expect(server.log).toEqual(['POST 201', 'PATCH 204', 'PATCH 204', 'PATCH 204']);
    expect(events).toContain('new');
    expect(events).toContain('30/30');
  });

  it('resumes from the stored offset when the token expired while the page was away (one renewal, no new upload)', async () => {
    const server = new FakeTusServer();
    const { tokens, renewed } = sessionTokens(server, 'first');
    await leaveHalfDone(server, file, tokens);
    // The access token expires; the tab still believes it valid.
    server.validTokens.delete('first');
    server.log.length = 0;

    const { events, finished } = upload(server, file, tokens);
    await expect(finished).resolves.toEqual({ videoId: 77, uploadId: 'upload-1' });
    expect(server.log).toEqual(['HEAD 401', 'HEAD 200', 'PATCH 204', 'PATCH 204']);
    expect(renewed).toEqual(['first']);
    expect(server.uploads.size).toBe(1);
    expect(events).toContain('resumed');
  });

  it('keeps the stored upload when the resume check meets a server error, and resumes on the retry', async () => {
    const server = new FakeTusServer();
    const { tokens } = sessionTokens(server, 'first');
    await leaveHalfDone(server, file, tokens);
    server.log.length = 0;
    server.headFailures.push(503);

    const { finished } = upload(server, file, tokens);
    await expect(finished).resolves.toEqual({ videoId: 77, uploadId: 'upload-1' });
    expect(server.log).toEqual(['HEAD 503', 'HEAD 200', 'PATCH 204', 'PATCH 204']);
    expect(server.uploads.size).toBe(1);
  });

  it('starts over when the server no longer knows the stored upload', async () => {
    const server = new FakeTusServer();
    const { tokens } = sessionTokens(server, 'first');
    await leaveHalfDone(server, file, tokens);
    server.uploads.clear();
    server.log.length = 0;

    const { finished } = upload(server, file, tokens);
    await expect(finished).resolves.toEqual({ videoId: 77, uploadId: 'upload-2' });
    expect(server.log).toEqual(['HEAD 404', 'POST 201', 'PATCH 204', 'PATCH 204', 'PATCH 204']);
  });
});
