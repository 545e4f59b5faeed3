// brotli/gzip for answers the server builds (JSON, problem+json, the app document, text): negotiated from
// Accept-Encoding, above 1 KB. The web build's static assets are compressed once at build time
// (apps/web/scripts/precompress.mjs) and sent as they are (static-web.ts); an answer that already has a
// Content-Encoding is left alone. Never compressed: partial content (206 / Content-Range: its offsets count
// uncompressed bytes — video streams), types outside COMPRESSIBLE_TYPES that mime-db does not call
// compressible (videos, images, PDFs), server-sent events, and files (an answer with Content-Disposition:
// downloads are sent as stored, with their length). Register before the routes (it hooks onRoute).
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Content types worth compressing: JSON (also `+json` such as problem+json), HTML, CSS, JS, SVG, plain text. */
export const COMPRESSIBLE_TYPES =
  /^(?:application\/(?:[\w.-]+\+)?json|application\/(?:javascript|xml)|text\/(?:html|css|plain|javascript|csv|xml)|image\/svg\+xml)\s*(?:;|$)/i;

/** Smaller answers gain less than the headers and the work cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    // Request bodies stay as sent (no Content-Encoding on requests is accepted or needed).
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
  });
  // Instance hooks run before route hooks, so this comes before @fastify/compress's onSend, which skips a
  // request that has `x-no-compression` (its documented opt-out). mime-db calls octet-stream and text
  // compressible, so a type rule alone would compress downloads.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('content-disposition')) request.headers['x-no-compression'] = 'file';
    return payload;
  });
}

export const compressionPlugin = fp(compression, { name: 'campus-compression', fastify: '5.x' });
