import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LIST } from './notification-params';

const query = (text: string) => new URLSearchParams(text);

describe('notification list filter in the URL', () => {
  it('reads the status filter, all without one', () => {
    expect(NOTIFICATION_LIST.read(query('page=3&per_page=20&status=unread'))).toEqual({ status: 'unread' });
    expect(NOTIFICATION_LIST.read(query(''))).toEqual({ status: 'all' });
  });

  it('reads an unknown status as all', () => {
    expect(NOTIFICATION_LIST.read(query('status=archived'))).toEqual({ status: 'all' });
  });
});
