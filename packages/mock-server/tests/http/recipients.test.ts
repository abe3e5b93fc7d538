import { randomUUID } from 'node:crypto';
import type { components } from '@portal/api-types/schema';
import { describe, expect, it } from 'vitest';
import { type Client, OPS, signedIn, testApp } from '../support/test-app.js';

const RECIPIENTS = '/accounts/org_northwind/recipients';

type RecipientInput = components['schemas']['RecipientInput'];

const eurRecipient: RecipientInput = {
  type: 'business',
  name: 'Rhein Logistik GmbH',
  country: 'DE',
  currency: 'EUR',
  bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
};

const create = (client: Client, body: RecipientInput) =>
  client.api.POST('/accounts/{account}/recipients', { params: { path: { account: 'org_northwind' } }, body });

function multipart(fields: Record<string, string>, file?: { name: string; data: Buffer }) {
  const boundary = `----mock${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function upload(
  client: Client,
  recipient: string,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer },
) {
  const body = multipart(fields, file);
  const res = await client.app.inject({
    method: 'POST',
    url: `/api/v1${RECIPIENTS}/${recipient}/kyc-documents`,
    headers: {
      'content-type': body.contentType,
      authorization: `Bearer ${client.token}`,
      'x-xsrf-token': client.cookies['XSRF-TOKEN'] ?? '',
    },
    cookies: client.cookies,
    payload: body.payload,
  });
  return res;
}

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

describe('recipients over HTTP', () => {
  it('creates, reads, updates and deletes a recipient', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const created = await create(ada, eurRecipient);
    expect(created.response.status).toBe(201);
    const r = created.data?.data;
    expect(r).toMatchObject({ status: 'active', kyc_documents_count: 0, name: 'Rhein Logistik GmbH' });
    const ref = r?.ref ?? '';
    const updated = await ada.api.PATCH('/accounts/{account}/recipients/{recipient}', {
      params: { path: { account: 'org_northwind', recipient: ref } },
      body: { ...eurRecipient, name: 'Rhein Logistik AG' },
    });
    expect(updated.data?.data.name).toBe('Rhein Logistik AG');
    const search = await ada.api.GET('/accounts/{account}/recipients', {
      params: { path: { account: 'org_northwind' }, query: { search: 'rhein logistik' } },
    });
    expect(search.data?.data.map((x) => x.ref)).toContain(ref);
    expect((await ada.call('DELETE', `${RECIPIENTS}/${ref}`)).statusCode).toBe(204);
    expect((await ada.call('GET', `${RECIPIENTS}/${ref}`)).statusCode).toBe(404);
  });

  it('validates IBAN checksum, BIC, sort code and ABA routing with field errors', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const iban = await create(ada, {
      ...eurRecipient,
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013001', bic: 'COBADEFFXXX' },
    });
    expect(iban.response.status).toBe(422);
    expect(iban.error?.errors?.['bank_details.iban']).toBeDefined();
    const bic = await create(ada, {
      ...eurRecipient,
      bank_details: { scheme: 'iban', iban: 'DE89370400440532013000', bic: 'COBAXXFF' },
    });
    expect(bic.error?.errors?.['bank_details.bic']).toBeDefined();
    const aba = await create(ada, {
      ...eurRecipient,
      country: 'US',
      currency: 'USD',
      bank_details: { scheme: 'aba', routing_number: '021000022', account_number: '123456789' },
    });
    expect(aba.error?.errors?.['bank_details.routing_number']).toBeDefined();
    const validAba = await create(ada, {
      ...eurRecipient,
      country: 'US',
      currency: 'USD',
      bank_details: { scheme: 'aba', routing_number: '021000021', account_number: '123456789' },
    });
    expect(validAba.response.status).toBe(201);
    const sort = await create(ada, {
      ...eurRecipient,
      country: 'GB',
      currency: 'GBP',
      bank_details: { scheme: 'sort_code', sort_code: '12345', account_number: '12345678' },
    });
    expect(sort.response.status).toBe(400);
    expect(sort.error?.errors?.['bank_details.sort_code']).toBeDefined();
  });

  it('refuses to delete a recipient used by a scheduled payment (409 recipient_in_use)', async () => {
    const { app, bank } = await testApp();
    const ada = await signedIn(app);
    const scheduled = [...bank.store.payments.values()].find(
      (p) => p.status === 'scheduled' && p.bankAccountRef === 'ba_northwind_ops',
    );
    const res = await ada.call('DELETE', `${RECIPIENTS}/${scheduled?.recipientRef}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('recipient_in_use');
    // Nothing was removed: the recipient answers, and the scheduled payment still goes to it.
    expect((await ada.call('GET', `${RECIPIENTS}/${scheduled?.recipientRef}`)).statusCode).toBe(200);
    const payment = await ada.call('GET', `${OPS}/payments/${scheduled?.ref}`);
    expect(payment.json().data).toMatchObject({
      status: 'scheduled',
      recipient_ref: scheduled?.recipientRef,
    });
  });

  it('accepts KYC uploads by content, sanitises the name, refuses wrong types (422) and > 10 MB (413)', async () => {
    const { app } = await testApp();
    const ada = await signedIn(app);
    const r = (await ada.call('GET', `${RECIPIENTS}?per_page=10`)).json().data[0].ref;
    const ok = await upload(
      ada,
      r,
      { document_type: 'proof_of_address' },
      { name: '../../etc/pa\u0007ss<wd>.png', data: PNG },
    );
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({
      content_type: 'image/png',
      file_name: 'pass_wd_.png',
      status: 'pending',
    });
    const fake = await upload(
      ada,
      r,
      { document_type: 'proof_of_address' },
      {
        name: 'invoice.pdf',
        data: Buffer.from('MZ\x90\x00 this is an exe'),
      },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file[0]).toBe('Unsupported file type. Supported type: .pdf, .png, .jpeg, .gif');
    const big = await upload(
      ada,
      r,
      { document_type: 'proof_of_address' },
      {
        name: 'big.pdf',
        data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10)]),
      },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/larger than/);
    const docs = await ada.call('GET', `${RECIPIENTS}/${r}/kyc-documents`);
    expect(docs.json().data).toHaveLength(1);
    expect((await ada.call('GET', `${RECIPIENTS}/${r}`)).json().data.kyc_documents_count).toBe(1);
  });
});
