import { t } from '@lingui/core/macro';
import type { components } from '@portal/api-types';
import { env } from '../../config/env';
import { downloadFile, downloadUrl } from '../../lib/download-file';

export type FileLink = components['schemas']['FileLink'];

/**
 * Where a file the bank built is downloaded from: `downloadFile` (`/files/{token}`) under the API base this
 * deployment calls (relative or absolute, config/api-base.ts). It needs no credentials, so the browser fetches
 * it itself.
 */
export function fileLinkUrl(link: Pick<FileLink, 'token'>, apiBase = env.apiBaseUrl): string {
  return `${apiBase.replace(/\/+$/, '')}/files/${encodeURIComponent(link.token)}`;
}

/**
 * Downloads a file the bank built: a link the browser follows (its own download, however large the file). In
 * the in-browser demo the bank lives in the service worker, which a download does not pass through: the file
 * is fetched there and saved from memory instead.
 */
export async function downloadFileLink(link: FileLink, mock = env.mock): Promise<void> {
  const url = fileLinkUrl(link);
  if (mock !== 'msw') {
    downloadUrl(url, link.file_name);
    return;
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(t`The file could not be downloaded. Please try again.`);
  downloadFile(await response.blob(), link.file_name);
}
