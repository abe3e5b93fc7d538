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

  type Applies = { operation: string | null; path: string | null; method: string | null };
  const appliesTo = (t: Applies) =>
    t.operation ??
    (t.path ? `${t.method ?? 'Any method'} ${t.path}` : t.method ? `Every ${t.method}` : 'Every call');

  /** A row's own Clear button: DELETE on its id, named for a screen reader by what it clears. */
  function clearButton(row: HTMLTableRowElement, path: string, what: string, done: string) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'Clear';
    button.setAttribute('aria-label', `Clear ${what}`);
    button.addEventListener('click', () => act(() => call('DELETE', path), done));
    row.insertCell().append(button);
  }

  type LatencyRule = Applies & { id: string; latency: string; min_ms: number; max_ms: number };
  async function showLatency() {
    const { default: fallback, data } = (await call('GET', '/__mock/latency')) as {
      default: LatencyRule | null;
      data: LatencyRule[];
    };
    const rows = [...(fallback ? [fallback] : []), ...data].map((rule) => {
      const row = document.createElement('tr');
      const target = rule === fallback ? 'Every call without a rule' : appliesTo(rule);
      cell(row, target);
      const range = rule.min_ms === rule.max_ms ? `${rule.min_ms} ms` : `${rule.min_ms}–${rule.max_ms} ms`;
      cell(row, rule.latency === String(rule.min_ms) ? range : `${rule.latency} (${range})`);
      clearButton(row, `/__mock/latency/${rule.id}`, `the latency of ${target}`, 'Latency cleared.');
      return row;
    });
    const body = byId('latency-rules') as HTMLTableSectionElement;
    body.replaceChildren(...rows);
    if (rows.length === 0) body.replaceChildren(emptyRow(3, 'No latency: every call answers at once.'));
  }

  type Fault = Applies & {
    id: string;
    kind: string;
    status: number | null;
    retry_after: number | null;
    delay_ms: number;
    duration_ms: number | null;
    remaining: number | null;
    probability: number | null;
    phase: string;
  };
  const faultText = (f: Fault) =>
    [
      f.kind === 'status' ? `answers ${f.status}` : f.kind.replace('_', ' '),
      f.retry_after !== null ? `Retry-After ${f.retry_after} s` : '',
      f.delay_ms ? `after ${f.delay_ms} ms` : '',
      f.duration_ms !== null ? `over ${f.duration_ms} ms` : '',
      f.probability !== null ? `${Math.round(f.probability * 100)}% of calls` : '',
      `on the ${f.phase}`,
    ]
      .filter(Boolean)
      .join(', ');

  async function showFaults() {
    const { data } = (await call('GET', '/__mock/faults')) as { data: Fault[] };
    const body = byId('faults') as HTMLTableSectionElement;
    body.replaceChildren(
      ...data.map((fault) => {
        const row = document.createElement('tr');
        cell(row, appliesTo(fault));
        cell(row, faultText(fault));
        cell(row, fault.remaining === null ? 'until cleared' : `${fault.remaining} more`);
        clearButton(
          row,
          `/__mock/faults/${fault.id}`,
          `the ${fault.kind} fault on ${appliesTo(fault)}`,
          'Fault cleared.',
        );
        return row;
      }),
    );
    if (data.length === 0) body.replaceChildren(emptyRow(4, 'No fault: every call goes through.'));
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
      showLatency(),
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
  byId('clear-latency').addEventListener('click', () =>
    act(() => call('DELETE', '/__mock/latency'), 'Latency cleared: every call answers at once.'),
  );
  /** A network form's filled fields as the control API takes them (numbers as numbers), its refusal under each field. */
  function submitNetwork(
    id: string,
    path: string,
    numbers: string[],
    done: string,
    change?: (body: Json) => void,
  ) {
    const form = byId(id) as HTMLFormElement;
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      const body: Json = {};
      for (const [name, value] of new FormData(form))
        if (value !== '') body[name] = numbers.includes(name) ? Number(value) : String(value);
      change?.(body);
      void act(async () => {
        try {
          await call('POST', path, body);
          showFieldErrors(form, {});
        } catch (error) {
          showFieldErrors(form, error);
          throw error;
        }
      }, done);
    });
  }
  submitNetwork('latency-form', '/__mock/latency', [], 'Latency set.', (body) => {
    // A profile chosen wins over the milliseconds field.
    if (body.profile) body.latency = body.profile;
    delete body.profile;
  });
  submitNetwork(
    'fault-form',
    '/__mock/faults',
    ['status', 'delay_ms', 'duration_ms', 'count', 'probability'],
    'Fault added.',
  );

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

  // The request journal (rule MJR-01), live while the page is visible. A row already shown is kept as it is
  // (an entry never changes), so one opened to its bodies stays open; the bodies go in as text only.
  type JournalEntry = {
    id: string;
    at: string;
    method: string;
    path: string;
    query: Record<string, string | string[]>;
    operation: string | null;
    status: number | null;
    duration_ms: number;
    source: string;
    fault: string | null;
    request: unknown;
    response: unknown;
  };
  const requestsForm = byId('requests-form') as HTMLFormElement;
  let requestRows = new Map<string, HTMLTableRowElement>();
  function requestRow(entry: JournalEntry) {
    const row = document.createElement('tr');
    cell(row, localTime(entry.at));
    const query = Object.entries(entry.query).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).map((v) => [name, v]),
    );
    const search = new URLSearchParams(query).toString();
    const details = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = `${entry.method} ${entry.path}${search ? `?${search}` : ''}`;
    const pre = document.createElement('pre');
    pre.className = 'payload';
    pre.textContent = JSON.stringify({ request: entry.request, response: entry.response }, null, 2);
    details.append(summary, pre);
    row.insertCell().append(details);
    cell(row, entry.operation ?? '(not an operation)');
    cell(row, entry.status === null ? 'no answer' : String(entry.status));
    cell(row, `${entry.duration_ms} ms`);
    cell(row, entry.fault ? `${entry.source}, fault: ${entry.fault}` : entry.source);
    return row;
  }
  let reading = false;
  async function showRequests() {
    if (reading) return;
    reading = true;
    try {
      const filters = new URLSearchParams();
      for (const [name, value] of new FormData(requestsForm))
        if (name !== 'live' && typeof value === 'string' && value.trim() !== '')
          filters.set(name, value.trim());
      const { data } = (await call('GET', `/__mock/requests?${filters}`)) as { data: JournalEntry[] };
      const rows = new Map(data.map((entry) => [entry.id, requestRows.get(entry.id) ?? requestRow(entry)]));
      requestRows = rows;
      const body = byId('requests') as HTMLTableSectionElement;
      body.replaceChildren(...rows.values());
      if (rows.size === 0) body.replaceChildren(emptyRow(6, 'No request matches.'));
    } finally {
      reading = false;
    }
  }
  const showRequestsOrSay = () =>
    showRequests().catch((error: unknown) =>
      say(error instanceof Error ? error.message : String(error), true),
    );
  const live = () =>
    document.visibilityState === 'visible' &&
    (requestsForm.elements.namedItem('live') as HTMLInputElement).checked;
  requestsForm.addEventListener('change', () => void showRequestsOrSay());
  requestsForm.addEventListener('submit', (event) => {
    event.preventDefault();
    void showRequestsOrSay();
  });
  byId('clear-requests').addEventListener('click', () =>
    act(async () => {
      await call('DELETE', '/__mock/requests');
      await showRequests();
    }, 'Requests cleared.'),
  );
  setInterval(() => {
    if (live()) void showRequests().catch(() => undefined);
  }, 1_000);
  document.addEventListener('visibilitychange', () => {
    if (live()) void showRequestsOrSay();
  });
  void showRequestsOrSay();

  void refresh().catch((error: unknown) => say(String(error), true));
  // Codes change every 30 s of bank time; the bank's clock may also run.
  setInterval(() => void Promise.all([showClock(), showCodes()]).catch(() => undefined), 5_000);
}
