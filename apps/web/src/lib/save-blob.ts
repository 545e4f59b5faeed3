// Files of the API need the Authorization header, so a plain link cannot fetch them: features fetch them
// as a Blob through the API client and hand them to the browser as a download with this.

/** Saves a Blob under a file name through a temporary object URL. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the time the click returned; a moment later it is safe to free.
  window.setTimeout(() => URL.revokeObjectURL(href), 1000);
}
