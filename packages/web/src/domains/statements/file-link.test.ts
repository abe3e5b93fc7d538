import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFileLink, type FileLink, fileLinkUrl } from './file-link';

const link: FileLink = {
  token: 'file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd',
  file_name: 'statement-operations-GBP-2026-10.pdf',
  content_type: 'application/pdf',
  size_bytes: 12_345,
  expires_at: '2026-11-30T10:15:00Z',
};

/** The links the page clicked: their address and the name the browser saves the file as. */
function watchClicks() {
  const clicked: { href: string; download: string; attached: boolean }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
  return clicked;
}

afterEach(() => vi.restoreAllMocks());

describe('a file the bank built', () => {
  it('rule STM-03: is fetched from the API base this deployment calls, relative or absolute', () => {
    expect(fileLinkUrl(link, '/api/v1')).toBe('/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd');
    expect(fileLinkUrl(link, 'https://api.bank.example/api/v1/')).toBe(
      'https://api.bank.example/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd',
    );
  });

  it('rule STM-03: downloads through a real link with the file’s name, not through memory', async () => {
    const clicked = watchClicks();
    const fetched = vi.spyOn(globalThis, 'fetch');
    await downloadFileLink(link, '');
    expect(clicked).toEqual([
      {
        href: `${window.location.origin}/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd`,
        download: 'statement-operations-GBP-2026-10.pdf',
        attached: true,
      },
    ]);
    expect(fetched).not.toHaveBeenCalled();
    // The link is gone once clicked.
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('in the in-browser demo, fetches the file where its bank answers and saves it from memory', async () => {
    const clicked = watchClicks();
    const fetched = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
      );
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:statement');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    await downloadFileLink(link, 'msw');
    expect(fetched).toHaveBeenCalledWith('/api/v1/files/file_6r1kT0c9yQ2vJ8mWz4Xb5Ls7Hn3Pd');
    // The fetched body (a Blob of the fetch implementation's own realm) is what the link saves.
    const saved = created.mock.calls[0]?.[0] as Blob | undefined;
    expect(await saved?.text()).toBe('%PDF-1.7');
    expect(clicked).toEqual([{ href: 'blob:statement', download: link.file_name, attached: true }]);
  });
});
