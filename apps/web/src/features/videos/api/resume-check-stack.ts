// tus-js-client's resume check (the HEAD on a stored upload URL) throws the stored upload away on any
// answer but 2xx and 423: a 4xx removes the fingerprint, and a 4xx or 5xx starts a new upload from byte 0.
// Two of those answers say nothing about the upload: 401 (the access token expired on the way, e.g. after
// a reload on a page left open) and 5xx (the server is restarting). This wrapper around tus's HTTP stack
// settles both before tus sees them: a 401 is sent once more with a renewed token, and a 5xx becomes a
// failed request, which goes through the upload's retries and keeps the stored upload for the next try.
import type { HttpRequest, HttpResponse, HttpStack } from 'tus-js-client';

type HttpProgressHandler = (bytesSent: number) => void;

/** A renewed token in exchange for the one the server refused; null when there is none to be had. */
export type RenewRefusedToken = (refusedToken: string) => Promise<string | null>;

const BEARER = /^Bearer (.+)$/;

export class ResumeCheckFailedError extends Error {
  constructor(readonly status: number) {
    super(`tus: the resume check answered ${status}; the upload stays stored for the next try`);
    this.name = 'ResumeCheckFailedError';
  }
}

class ResumeCheckRequest implements HttpRequest {
  private readonly headers = new Map<string, string>();
  private progressHandler: HttpProgressHandler | null = null;

  constructor(
    private readonly base: HttpStack,
    private request: HttpRequest,
    private readonly renew: RenewRefusedToken,
  ) {}

  getMethod(): string {
    return this.request.getMethod();
  }

  getURL(): string {
    return this.request.getURL();
  }

  setHeader(header: string, value: string): void {
    this.headers.set(header, value);
    this.request.setHeader(header, value);
  }

  getHeader(header: string): string | undefined {
    return this.request.getHeader(header);
  }

  setProgressHandler(handler: HttpProgressHandler): void {
    this.progressHandler = handler;
    this.request.setProgressHandler(handler);
  }

  async send(body: unknown): Promise<HttpResponse> {
    let response = await this.request.send(body);
    const refusedToken = BEARER.exec(this.headers.get('Authorization') ?? '')?.[1];
    if (response.getStatus() === 401 && refusedToken) {
      const renewed = await this.renew(refusedToken);
      if (renewed && renewed !== refusedToken) response = await this.sendAgain(body, renewed);
    }
    if (response.getStatus() >= 500) throw new ResumeCheckFailedError(response.getStatus());
    return response;
  }

  private sendAgain(body: unknown, token: string): Promise<HttpResponse> {
    this.request = this.base.createRequest(this.request.getMethod(), this.request.getURL());
    for (const [header, value] of this.headers) this.request.setHeader(header, value);
    this.setHeader('Authorization', `Bearer ${token}`);
    if (this.progressHandler) this.request.setProgressHandler(this.progressHandler);
    return this.request.send(body);
  }

  abort(): Promise<void> {
    return this.request.abort();
  }

  getUnderlyingObject(): unknown {
    return this.request.getUnderlyingObject();
  }
}

/** tus's HTTP stack, with the resume check (HEAD) guarded as above; every other request passes through. */
export class ResumeCheckStack implements HttpStack {
  constructor(
    private readonly base: HttpStack,
    private readonly renew: RenewRefusedToken,
  ) {}

  createRequest(method: string, url: string): HttpRequest {
    const request = this.base.createRequest(method, url);
    return method === 'HEAD' ? new ResumeCheckRequest(this.base, request, this.renew) : request;
  }

  getName(): string {
    return `ResumeCheckStack(${this.base.getName()})`;
  }
}
