// Helpers for the course documents tests: multipart bodies and upload requests.

export interface MultipartFile {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer | string;
}

/** A multipart/form-data body with the given files. */
export function multipartBody(files: readonly MultipartFile[]): { body: Buffer; contentType: string } {
  const boundary = `----campus-docs-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
