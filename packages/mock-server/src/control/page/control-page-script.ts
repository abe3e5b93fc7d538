/**
 * The control page's browser script, served as `(${controlPageScript})()` at /__mock/page.js: so it stays
 * self-contained (no imports, no outer names). Texts from the bank (addresses, subjects, links) go in with
 * textContent and href only, never as markup.
 */
export function controlPageScript(): void {
  type Json = Record<string, unknown>;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const status = byId('status');
  const say = (text: string, error = false) => {
    status.textContent = text;
    status.className = error ? 'error' : '';
  };

  async function call(method: string, path: string, body?: Json): Promise<Json> {
    const response = await fetch(path, {
      method,
      ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
    });
    const json = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) throw new Error(String(json.message ?? `${method} ${path}: ${response.status}`));
    return json;
  }

  const cell = (row: HTMLTableRowElement, text: string, className?: string) => {
    const td = row.insertCell();
    td.textContent = text;
    if (className) td.className = className;
    return td;
  };
  const localTime = (iso: string) => new Date(iso).toLocaleString();

  async function showClock() {
    const clock = await call('GET', '/__mock/clock');
    byId('bank-time').textContent = localTime(String(clock.now));
  }

  async function showCodes() {
    const { data } = (await call('GET', '/__mock/users')) as {
      data: { email: string; two_factor: boolean }[];
    };
    const body = byId('codes') as HTMLTableSectionElement;
    const rows: HTMLTableRowElement[] = [];
    for (const user of data.filter((u) => u.two_factor)) {
      const code = await call('GET', `/__mock/totp/${encodeURIComponent(user.email)}`);
      const row = document.createElement('tr');
      cell(row, user.email);
      cell(row, String(code.code), 'code');
      cell(row, `${code.valid_for_seconds} s`);
      rows.push(row);
    }
    body.replaceChildren(...rows);
    if (rows.length === 0) body.replaceChildren(emptyRow(3, 'No user has two-factor authentication.'));
  }

  function emptyRow(columns: number, text: string) {
    const row = document.createElement('tr');
    cell(row, text).colSpan = columns;
    return row;
  }

  async function showOutbox() {
    const { data } = (await call('GET', '/__mock/outbox')) as {
      data: { to: string; subject: string; link: string; sent_at: string }[];
    };
    const body = byId('outbox') as HTMLTableSectionElement;
    body.replaceChildren(
      ...data.map((mail) => {
        const row = document.createElement('tr');
        cell(row, localTime(mail.sent_at));
        cell(row, mail.to);
        cell(row, mail.subject);
        const link = document.createElement('a');
        // Only web links: a stored link is data, never a script to run.
        if (/^https?:\/\//.test(mail.link)) link.href = mail.link;
        link.textContent = 'Open link';
        link.setAttribute('aria-label', `Open link: ${mail.subject} to ${mail.to}`);
        row.insertCell().append(link);
        return row;
      }),
    );
    if (data.length === 0) body.replaceChildren(emptyRow(4, 'No email sent yet.'));
  }

  async function showFaults() {
    const { data } = (await call('GET', '/__mock/faults')) as {
      data: {
        method: string | null;
        path: string;
        status: number | null;
        delay_ms: number;
        remaining: number;
      }[];
    };
    byId('faults').replaceChildren(
      ...data.map((fault) => {
        const item = document.createElement('li');
        const what = [
          fault.status ? `answers ${fault.status}` : '',
          fault.delay_ms ? `waits ${fault.delay_ms} ms` : '',
        ]
          .filter(Boolean)
          .join(' and ');
        item.textContent = `${fault.method ?? 'Any method'} ${fault.path}: ${what}, ${fault.remaining} more time(s)`;
        return item;
      }),
    );
  }

  const refresh = () => Promise.all([showClock(), showCodes(), showOutbox(), showFaults()]);
  async function act(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      await refresh();
      say(done);
    } catch (error) {
      say(error instanceof Error ? error.message : String(error), true);
    }
  }

  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-advance]')) {
    button.addEventListener('click', () =>
      act(
        () => call('POST', '/__mock/clock', { advance_ms: Number(button.dataset.advance) }),
        `Clock moved ${button.textContent?.trim() ?? ''}.`,
      ),
    );
  }
  byId('reset').addEventListener('click', () => {
    if (window.confirm('Reset the bank to its seed? Every change and session is lost.'))
      void act(() => call('POST', '/__mock/reset', {}), 'The bank is back to its seed.');
  });
  byId('expire').addEventListener('click', () =>
    act(() => call('POST', '/__mock/sessions/expire', {}), 'Access tokens expired: the next call refreshes.'),
  );
  byId('refresh-outbox').addEventListener('click', () => act(showOutbox, 'Outbox refreshed.'));
  byId('clear-faults').addEventListener('click', () =>
    act(() => call('DELETE', '/__mock/faults'), 'Faults cleared.'),
  );
  byId('fault-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const form = new FormData(event.target as HTMLFormElement);
    const number = (name: string) => (form.get(name) ? Number(form.get(name)) : undefined);
    const fault: Json = { path: String(form.get('path') ?? '') };
    if (form.get('method')) fault.method = String(form.get('method'));
    for (const name of ['status', 'delay_ms', 'count'])
      if (number(name) !== undefined) fault[name] = number(name);
    void act(() => call('POST', '/__mock/faults', fault), 'Fault added.');
  });

  void refresh().catch((error: unknown) => say(String(error), true));
  // Codes change every 30 s of bank time; the bank's clock may also run.
  setInterval(() => void Promise.all([showClock(), showCodes()]).catch(() => undefined), 5_000);
}
