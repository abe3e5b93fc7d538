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
    if (!response.ok)
      throw Object.assign(new Error(String(json.message ?? `${method} ${path}: ${response.status}`)), {
        errors: json.errors,
      });
    return json;
  }

  /** A refusal's field errors, each under its field (and announced with it); earlier ones removed. */
  function showFieldErrors(form: HTMLFormElement, error: unknown) {
    for (const old of form.querySelectorAll('.field-error')) old.remove();
    for (const field of form.querySelectorAll('[aria-describedby]'))
      field.removeAttribute('aria-describedby');
    const errors = (error as { errors?: Record<string, unknown> }).errors ?? {};
    for (const [name, messages] of Object.entries(errors)) {
      const field = form.elements.namedItem(name);
      if (!(field instanceof HTMLElement)) continue;
      const note = document.createElement('span');
      note.className = 'field-error';
      note.id = `${form.id}-${name}-error`;
      note.textContent = Array.isArray(messages) ? messages.join(' ') : String(messages);
      field.setAttribute('aria-describedby', note.id);
      field.after(note);
    }
  }

  const cell = (row: HTMLTableRowElement, text: string, className?: string) => {
    const td = row.insertCell();
    td.textContent = text;
    if (className) td.className = className;
    return td;
  };
  // The portal's own date format ('29 Nov, 2026 - 14:05:09'), in the browser's time zone.
  const timeParts = new Intl.DateTimeFormat('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const localTime = (iso: string) => {
    const part = Object.fromEntries(timeParts.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    return `${part.day} ${part.month}, ${part.year} - ${part.hour}:${part.minute}:${part.second}`;
  };

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

  /** Received requests are data from anywhere: every part goes in as text, never as markup. */
  async function showInbox() {
    const name = (byId('inbox-name') as HTMLInputElement).value.trim();
    const { data } = (await call(
      'GET',
      `/__mock/webhook-inbox${name ? `?inbox=${encodeURIComponent(name)}` : ''}`,
    )) as {
      data: {
        inbox: string;
        received_at: string;
        event_type: string | null;
        webhook_id: string | null;
        body: string;
      }[];
    };
    const body = byId('inbox') as HTMLTableSectionElement;
    body.replaceChildren(
      ...data.map((entry) => {
        const row = document.createElement('tr');
        cell(row, localTime(entry.received_at));
        cell(row, entry.inbox);
        cell(row, entry.event_type ?? '(not an event)');
        cell(row, entry.webhook_id ?? '(none)', 'mono');
        const pre = document.createElement('pre');
        pre.className = 'payload';
        let pretty = entry.body;
        try {
          pretty = JSON.stringify(JSON.parse(entry.body), null, 2);
        } catch {
          // Not JSON: shown as it came.
        }
        pre.textContent = pretty;
        row.insertCell().append(pre);
        return row;
      }),
    );
    if (data.length === 0) body.replaceChildren(emptyRow(5, 'Nothing received yet.'));
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

  type Scenario = { name: string; description: string };
  let scenarios: Scenario[] = [];
  const scenarioSelect = byId('scenario-name') as HTMLSelectElement;
  const describeScenario = () => {
    byId('scenario-description').textContent =
      scenarios.find((s) => s.name === scenarioSelect.value)?.description ??
      'The seed as it is: Northwind, Acme and Globex with six months of history.';
  };

  async function showScenarios() {
    const { data, current } = (await call('GET', '/__mock/scenarios')) as {
      data: Scenario[];
      current: string | null;
    };
    scenarios = data;
    byId('current-scenario').textContent = current ?? 'the plain seed';
    const chosen = scenarioSelect.value;
    const options = [{ name: '', description: '' }, ...data].map(({ name }) => {
      const option = document.createElement('option');
      option.value = name;
      option.textContent = name || 'the plain seed';
      return option;
    });
    scenarioSelect.replaceChildren(...options);
    scenarioSelect.value = chosen || current || '';
    describeScenario();
  }

  type Target = { ref: string; status?: string; label?: string; name?: string; currencies?: string[] };
  let accounts: Target[] = [];

  /** Fills every simulation's select from the bank: accounts, and the payments or trades in the statuses it takes. */
  async function showTargets() {
    const lists = (await call('GET', '/__mock/simulation-targets')) as unknown as Record<string, Target[]>;
    accounts = lists.bank_accounts ?? [];
    for (const select of document.querySelectorAll<HTMLSelectElement>('select[data-list]')) {
      const statuses = select.dataset.status?.split(' ');
      const items = (lists[select.dataset.list ?? ''] ?? []).filter(
        (t) => !statuses || statuses.includes(t.status ?? ''),
      );
      const chosen = select.value;
      select.replaceChildren(
        ...items.map((t) => {
          const option = document.createElement('option');
          option.value = t.ref;
          option.textContent = t.label ?? t.name ?? t.ref;
          return option;
        }),
      );
      if (items.length === 0) {
        const none = document.createElement('option');
        none.value = '';
        none.textContent = 'None at the moment';
        select.append(none);
      }
      if (items.some((t) => t.ref === chosen)) select.value = chosen;
    }
    showCurrencies();
  }

  const incoming = byId('incoming-form') as HTMLFormElement;
  function showCurrencies() {
    const account = accounts.find(
      (a) => a.ref === (incoming.elements.namedItem('bank_account') as HTMLSelectElement).value,
    );
    const select = incoming.elements.namedItem('currency') as HTMLSelectElement;
    const chosen = select.value;
    select.replaceChildren(
      ...(account?.currencies ?? []).map((code) => {
        const option = document.createElement('option');
        option.textContent = code;
        return option;
      }),
    );
    if (account?.currencies?.includes(chosen)) select.value = chosen;
  }

  const refresh = () =>
    Promise.all([
      showClock(),
      showCodes(),
      showOutbox(),
      showInbox(),
      showFaults(),
      showScenarios(),
      showTargets(),
    ]);
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
  byId('refresh-inbox').addEventListener('click', () => act(showInbox, 'Inbox refreshed.'));
  byId('clear-inbox').addEventListener('click', () =>
    act(() => call('DELETE', '/__mock/webhook-inbox'), 'Inbox cleared.'),
  );
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

  scenarioSelect.addEventListener('change', describeScenario);
  byId('scenario-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const name = scenarioSelect.value || null;
    if (window.confirm(`Rebuild the bank in ${name ?? 'the plain seed'}? Every change and session is lost.`))
      void act(
        () => call('POST', '/__mock/scenario', { name }),
        `The bank is now in ${name ?? 'the plain seed'}.`,
      );
  });
  (incoming.elements.namedItem('bank_account') as HTMLSelectElement).addEventListener(
    'change',
    showCurrencies,
  );
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-simulate]')) {
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const body: Json = {};
      for (const [name, value] of new FormData(form)) if (value !== '') body[name] = String(value);
      void act(async () => {
        try {
          await call('POST', `/__mock/simulate/${form.dataset.simulate}`, body);
          showFieldErrors(form, {});
        } catch (error) {
          showFieldErrors(form, error);
          throw error;
        }
      }, form.dataset.done ?? 'Done.');
    });
  }
  byId('import-form').addEventListener('submit', (event) => {
    event.preventDefault();
    const file = new FormData(event.target as HTMLFormElement).get('file');
    if (!(file instanceof File) || file.size === 0) return say('Choose a state file first.', true);
    void act(async () => {
      let state: Json;
      try {
        state = JSON.parse(await file.text()) as Json;
      } catch {
        throw new Error(`${file.name} is not JSON: choose a file exported here.`);
      }
      await call('POST', '/__mock/state', state);
    }, `The bank is now the state of ${file.name}.`);
  });

  void refresh().catch((error: unknown) => say(String(error), true));
  // Codes change every 30 s of bank time; the bank's clock may also run.
  setInterval(() => void Promise.all([showClock(), showCodes()]).catch(() => undefined), 5_000);
}
