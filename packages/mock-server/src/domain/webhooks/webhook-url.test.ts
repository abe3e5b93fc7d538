import { describe, expect, it } from 'vitest';
import { addressAllowed, webhookTarget } from './webhook-url.js';

const kind = (url: string, allowLoopback = false) => webhookTarget(url, allowLoopback).kind;

describe('the webhook URL rule (rule WHK-02)', () => {
  it('accepts an https URL to a public host, and plain http or loopback only when allowed', () => {
    expect(kind('https://hooks.example.com/bank-events')).toBe('remote');
    expect(kind('https://93.184.216.34:8443/x')).toBe('remote');
    expect(kind('https://[2606:4700::1111]/x')).toBe('remote');
    expect(kind('http://hooks.example.com/x')).toBe('refused');
    expect(kind('http://127.0.0.1:3000/x')).toBe('refused');
    expect(kind('http://127.0.0.1:3000/x', true)).toBe('remote');
    expect(kind('http://localhost:3000/x', true)).toBe('remote');
    expect(kind('http://[::1]:3000/x', true)).toBe('remote');
    // Loopback allowed is not the rest of the private world allowed, nor plain http to the internet.
    expect(kind('http://10.0.0.1/x', true)).toBe('refused');
    expect(kind('http://hooks.example.com/x', true)).toBe('refused');
  });

  it('refuses every non-public literal address, however it is spelt', () => {
    for (const url of [
      'https://10.1.2.3/',
      'https://172.16.0.1/',
      'https://192.168.0.10/',
      'https://100.64.0.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://0.0.0.0/',
      'https://255.255.255.255/',
      'https://224.0.0.251/',
      'https://127.0.0.1/',
      'https://2130706433/', // 127.0.0.1 as one number
      'https://0x7f.1/', // 127.0.0.1 in hex and short form
      'https://[::]/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd12:3456::1]/',
      'https://[ff02::1]/',
      'https://[::ffff:10.0.0.1]/',
      'https://[2001:db8::1]/',
    ])
      expect(kind(url), url).toBe('refused');
  });

  it('refuses local names, credentials in the URL and other schemes', () => {
    for (const url of [
      'https://localhost/',
      'https://api.localhost/',
      'https://printer.local/',
      'https://db.internal/',
      'https://router.home.arpa/',
      'https://intranet/',
      'https://user:secret@hooks.example.com/',
      'ftp://hooks.example.com/',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(kind(url), url).toBe('refused');
    expect(webhookTarget('https://10.0.0.1/', false)).toMatchObject({
      reason: expect.stringMatching(/private/),
    });
  });

  it('takes the inbox path on any host, loopback or not, and names the inbox', () => {
    expect(webhookTarget('https://erp.example/__mock/webhook-inbox/erp', false)).toEqual({
      kind: 'inbox',
      inbox: 'erp',
    });
    expect(webhookTarget('http://10.0.0.1/__mock/webhook-inbox/a.b-c_d/more?x=1', false)).toEqual({
      kind: 'inbox',
      inbox: 'a.b-c_d',
    });
    expect(kind('https://erp.example/__mock/webhook-inbox/')).toBe('refused');
    expect(kind('https://erp.example/__mock/webhook-inbox-evil/x')).toBe('remote');
  });

  it('judges resolved addresses the same way (ipaddr.js ranges)', () => {
    expect(addressAllowed('93.184.216.34', false)).toBe(true);
    expect(addressAllowed('127.0.0.1', false)).toBe(false);
    expect(addressAllowed('127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::ffff:127.0.0.1', true)).toBe(true);
    expect(addressAllowed('::ffff:192.168.1.1', true)).toBe(false);
    expect(addressAllowed('not-an-address', true)).toBe(false);
  });
});
