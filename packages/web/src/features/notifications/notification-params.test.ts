import { describe, expect, it } from 'vitest';
import { MAX_PAGE, patchListParams } from '../../lib/list-params';
import { readNotificationParams } from './notification-params';

const query = (text: string) => new URLSearchParams(text);

describe('notification list parameters in the URL', () => {
  it('reads the page, the size and the status filter', () => {
    expect(readNotificationParams(query('page=3&per_page=20&status=unread'))).toEqual({
      page: 3,
      per_page: 20,
      status: 'unread',
    });
    expect(readNotificationParams(query(''))).toEqual({ page: 1, per_page: 10, status: 'all' });
  });

  it('drops an unknown status, a size the API does not serve and a page past the limit', () => {
    expect(readNotificationParams(query(`status=archived&per_page=7&page=${MAX_PAGE + 1}`))).toEqual({
      page: 1,
      per_page: 10,
      status: 'all',
    });
    expect(readNotificationParams(query(`page=${MAX_PAGE}`)).page).toBe(MAX_PAGE);
  });

  it('goes back to the first page when the filter changes, keeping the page size', () => {
    const next = patchListParams(query('page=4&per_page=20&status=read'), { status: 'unread' });
    expect(readNotificationParams(next)).toEqual({ page: 1, per_page: 20, status: 'unread' });
  });
});
