/**
 * Has the browser download what `href` points at, as `fileName`: a real link with the `download` attribute,
 * clicked, so the browser's own download (progress, the Downloads list) takes it.
 */
export function downloadUrl(href: string, fileName: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/** Saves a Blob or text as a file through a temporary object URL (no server round trip). */
export function downloadFile(content: Blob | string, fileName: string, type = 'text/plain'): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  // Revoked on the next task: the download has started by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
