// multipart/form-data request bodies for tests (uploads through `inject` and the authorization matrix).

export interface MultipartFile {
  field?: string;
  fileName: string;
  contentType: string;
  content: Buffer | string;
}

/** A multipart/form-data body with the given files (field "file" unless said) and plain fields. */
export function multipartBody(files: readonly MultipartFile[], fields: Record<string, string> = {}): { body: Buffer; contentType: string } {
  const boundary = `----campus-test-${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
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
