import { CONTRACT_ROUTES } from '../../generated/contract-routes.js';

/**
 * The control page a frontend developer opens at `/__mock/`: everything the control endpoints do, by
 * clicking. Static markup; the script (control-page-script.ts) fills it from the endpoints.
 */
export const CONTROL_PAGE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Mock bank control</title>
    <link rel="stylesheet" href="/__mock/page.css" />
    <script type="module" src="/__mock/page.js"></script>
  </head>
  <body>
    <header>
      <h1>Mock bank control</h1>
      <p>Bank time <strong id="bank-time">…</strong></p>
      <p id="status" role="status" aria-live="polite"></p>
    </header>
    <main>
      <section aria-labelledby="clock-title">
        <h2 id="clock-title">Clock</h2>
        <div class="row">
          <button type="button" data-advance="60000">+1 minute</button>
          <button type="button" data-advance="3600000">+1 hour</button>
          <button type="button" data-advance="86400000">+1 day</button>
          <button type="button" data-advance="604800000">+7 days</button>
        </div>
      </section>
      <section aria-labelledby="bank-title">
        <h2 id="bank-title">Bank</h2>
        <div class="row">
          <button type="button" id="reset">Reset to the seed</button>
          <button type="button" id="expire">Expire access tokens</button>
        </div>
      </section>
      <section aria-labelledby="scenarios-title">
        <h2 id="scenarios-title">Scenarios</h2>
        <p>The bank is in <strong id="current-scenario">…</strong>. Applying a scenario rebuilds the bank (every change and session is lost); Reset returns to the one it started in.</p>
        <form id="scenario-form" class="row">
          <label>Scenario <select name="name" id="scenario-name"></select></label>
          <button type="submit">Apply scenario</button>
        </form>
        <p id="scenario-description" class="hint"></p>
      </section>
      <section aria-labelledby="simulations-title">
        <h2 id="simulations-title">Simulations</h2>
        <p class="hint">What the outside world does to an account, through the bank's own rules (ledger, notifications).</p>
        <form id="incoming-form" class="sim" data-simulate="incoming-payment" data-done="Incoming payment credited.">
          <h3>Incoming payment</h3>
          <div class="row">
            <label>Bank account <select name="bank_account" data-list="bank_accounts"></select></label>
            <label>Currency <select name="currency"></select></label>
            <label>Amount <input name="amount" inputmode="decimal" required placeholder="1250.00" /></label>
            <label>Payer <input name="payer_name" required placeholder="Harbour Foods Ltd" /></label>
            <label>Reference <input name="reference" placeholder="INV 7781" /></label>
            <button type="submit">Credit the payment</button>
          </div>
        </form>
        <form id="return-form" class="sim" data-simulate="payment-return" data-done="Payment returned.">
          <h3>Payment returned by the payee's bank</h3>
          <div class="row">
            <label>Completed payment <select name="payment" data-list="payments" data-status="completed"></select></label>
            <label>Reason <input name="reason" required value="The beneficiary's account is closed." /></label>
            <button type="submit">Return the payment</button>
          </div>
        </form>
        <form id="failure-form" class="sim" data-simulate="payment-failure" data-done="Payment failure set.">
          <h3>Payment failure</h3>
          <div class="row">
            <label>Payment in flight <select name="payment" data-list="payments" data-status="scheduled pending processing"></select></label>
            <label>Reason <input name="reason" required value="Rejected by sanctions screening." /></label>
            <label>When <select name="when"><option value="now">now</option><option value="final_step">at its final step</option></select></label>
            <button type="submit">Fail the payment</button>
          </div>
        </form>
        <form id="fx-failure-form" class="sim" data-simulate="fx-settlement-failure" data-done="FX trade failed to settle.">
          <h3>FX settlement failure</h3>
          <div class="row">
            <label>Completed trade <select name="trade" data-list="fx_trades" data-status="completed"></select></label>
            <label>Reason <input name="reason" required value="The counterparty did not deliver." /></label>
            <button type="submit">Fail the trade</button>
          </div>
        </form>
      </section>
      <section aria-labelledby="state-title">
        <h2 id="state-title">State</h2>
        <div class="row">
          <a class="button" href="/__mock/state?download=1" download>Export state (JSON)</a>
          <form id="import-form" class="row">
            <label>State file <input type="file" name="file" accept="application/json,.json" required /></label>
            <button type="submit">Import state</button>
          </form>
        </div>
      </section>
      <section aria-labelledby="codes-title">
        <h2 id="codes-title">Two-factor codes</h2>
        <table>
          <thead><tr><th scope="col">User</th><th scope="col">Current code</th><th scope="col">Valid for</th></tr></thead>
          <tbody id="codes"></tbody>
        </table>
      </section>
      <section aria-labelledby="outbox-title">
        <h2 id="outbox-title">Outbox</h2>
        <button type="button" id="refresh-outbox">Refresh outbox</button>
        <table>
          <thead><tr><th scope="col">Sent</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Link</th></tr></thead>
          <tbody id="outbox"></tbody>
        </table>
      </section>
      <section aria-labelledby="inbox-title">
        <h2 id="inbox-title">Webhook inbox</h2>
        <p class="hint">Events the bank posted to <code>/__mock/webhook-inbox/&lt;name&gt;</code>: give an endpoint such a URL to see them here.</p>
        <div class="row">
          <label>Inbox <input name="inbox" id="inbox-name" placeholder="all inboxes" /></label>
          <button type="button" id="refresh-inbox">Refresh inbox</button>
          <button type="button" id="clear-inbox">Clear inbox</button>
        </div>
        <table>
          <thead><tr><th scope="col">Received</th><th scope="col">Inbox</th><th scope="col">Event</th><th scope="col">webhook-id</th><th scope="col">Payload</th></tr></thead>
          <tbody id="inbox"></tbody>
        </table>
      </section>
      <section aria-labelledby="network-title">
        <h2 id="network-title">Network</h2>
        <p class="hint">Between the portal and the bank: every API call waits its latency (the most specific rule, else the default), and a fault makes a call fail on its way in (the bank never sees it) or on its way back (the bank acts, its answer is lost or broken). Ranges and probabilities draw from the bank's seed; Reset clears them.</p>
        <datalist id="operation-ids">${CONTRACT_ROUTES.map((r) => `<option value="${r.operationId}">${r.method} ${r.path}</option>`).join('')}</datalist>
        <h3>Latency</h3>
        <form id="latency-form" class="row">
          <label>Profile <select name="profile"><option value="">milliseconds →</option><option value="wifi">wifi (5–30 ms)</option><option value="4g">4g (50–150 ms)</option><option value="3g">3g (300–800 ms)</option><option value="slow-3g">slow-3g (1000–2500 ms)</option></select></label>
          <label>Milliseconds <input name="latency" placeholder="250 or 100-400" /></label>
          <label>Operation <input name="operation" list="operation-ids" placeholder="every operation" /></label>
          <button type="submit">Set latency</button>
        </form>
        <table>
          <thead><tr><th scope="col">Applies to</th><th scope="col">Latency</th><th scope="col">Clear</th></tr></thead>
          <tbody id="latency-rules"></tbody>
        </table>
        <button type="button" id="clear-latency">Clear all latency</button>
        <h3>Faults</h3>
        <form id="fault-form" class="row">
          <label>Kind <select name="kind"><option value="status">status</option><option value="delay">delay</option><option value="timeout">timeout (no answer)</option><option value="drop">drop (connection cut)</option><option value="malformed">malformed JSON</option><option value="truncated">truncated answer</option><option value="slow_body">slow body</option></select></label>
          <label>Operation <input name="operation" list="operation-ids" placeholder="createPayment" /></label>
          <label>or path <input name="path" placeholder="/api/v1/accounts/*/payments" /></label>
          <label>Method <select name="method"><option value="">any</option><option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option></select></label>
          <label>Status <input name="status" type="number" min="100" max="599" /></label>
          <label>Delay (ms) <input name="delay_ms" type="number" min="0" max="120000" /></label>
          <label>Body over (ms) <input name="duration_ms" type="number" min="1" max="120000" placeholder="3000" /></label>
          <label>Times <input name="count" type="number" min="1" placeholder="1" /></label>
          <label>or probability <input name="probability" type="number" min="0.01" max="1" step="0.01" placeholder="0.3" /></label>
          <label>Phase <select name="phase"><option value="">the kind's own</option><option value="request">request: the bank never sees it</option><option value="response">response: the bank acts, the answer fails</option></select></label>
          <button type="submit">Add fault</button>
        </form>
        <table>
          <thead><tr><th scope="col">Applies to</th><th scope="col">Fault</th><th scope="col">Left</th><th scope="col">Clear</th></tr></thead>
          <tbody id="faults"></tbody>
        </table>
        <button type="button" id="clear-faults">Clear all faults</button>
      </section>
      <section aria-labelledby="requests-title">
        <h2 id="requests-title">Requests</h2>
        <p class="hint">The API requests the bank received, newest first (the last 500 unless MOCK_JOURNAL_SIZE says otherwise), every password, code, token and secret redacted. Open a row for its bodies.</p>
        <form id="requests-form" class="row">
          <label>Operation <input name="operation" list="operation-ids" placeholder="any" /></label>
          <label>Method <select name="method"><option value="">any</option><option>GET</option><option>POST</option><option>PUT</option><option>PATCH</option><option>DELETE</option></select></label>
          <label>Status <input name="status" type="number" min="100" max="599" /></label>
          <label>Show <select name="limit"><option value="50">last 50</option><option value="200">last 200</option><option value="">all kept</option></select></label>
          <label class="inline"><input type="checkbox" name="live" checked /> Live</label>
          <button type="button" id="clear-requests">Clear requests</button>
        </form>
        <table>
          <thead><tr><th scope="col">Received</th><th scope="col">Request</th><th scope="col">Operation</th><th scope="col">Status</th><th scope="col">Took</th><th scope="col">Answered by</th></tr></thead>
          <tbody id="requests"></tbody>
        </table>
      </section>
    </main>
  </body>
</html>
`;

export const CONTROL_PAGE_CSS = `
/* Light or dark as the device is set; each colour keeps 4.5:1 on its background in both. */
:root {
  color-scheme: light dark;
  --fg: light-dark(#1a202c, #e2e8f0); --bg: light-dark(#ffffff, #171923); --hint: light-dark(#4a5568, #a0aec0);
  --line: light-dark(#e2e8f0, #2d3748); --ok: light-dark(#2f855a, #68d391); --error: light-dark(#c53030, #fc8181);
  --button-fg: light-dark(#1a365d, #bee3f8); --button-bg: light-dark(#ebf4ff, #1a365d); --button-line: light-dark(#2b6cb0, #63b3ed);
}
body { font: 15px/1.5 system-ui, sans-serif; margin: 0 auto; max-width: 70rem; padding: 1rem 1.5rem; color: var(--fg); background: var(--bg); }
h1 { font-size: 1.5rem; margin: 0.5rem 0; } h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
.row { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: end; }
button { font: inherit; padding: 0.35rem 0.8rem; border: 1px solid var(--button-line); border-radius: 6px; background: var(--button-bg); color: var(--button-fg); cursor: pointer; }
input, select { font: inherit; padding: 0.25rem 0.4rem; display: block; }
table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.3rem 0.5rem; border-bottom: 1px solid var(--line); vertical-align: top; overflow-wrap: break-word; }
td.code { font-family: ui-monospace, monospace; font-size: 1.1rem; letter-spacing: 0.1em; }
#status { min-height: 1.5em; color: var(--ok); } #status.error { color: var(--error); }
h3 { font-size: 1rem; margin: 1rem 0 0.25rem; } .hint { color: var(--hint); margin: 0.25rem 0; }
a.button { font: inherit; padding: 0.35rem 0.8rem; border: 1px solid var(--button-line); border-radius: 6px; background: var(--button-bg); color: var(--button-fg); text-decoration: none; }
select { max-width: 100%; } label { max-width: 100%; } input[name='reason'] { width: 24rem; max-width: 100%; box-sizing: border-box; }
td.mono { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
label.inline input { display: inline; } details summary { cursor: pointer; font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
pre.payload { margin: 0; max-height: 16rem; overflow: auto; font: 0.85rem/1.4 ui-monospace, monospace; white-space: pre-wrap; }
.field-error { color: var(--error); font-size: 0.9em; margin: 0.15rem 0 0; display: block; }
@media (max-width: 40rem) {
  body { padding: 1rem; }
  /* A phone reads each row as a card: whole words, no column squeezed to a letter a line. */
  table, tbody, tr, td { display: block; } thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr { border-bottom: 1px solid var(--line); padding: 0.4rem 0; } td { border: 0; padding: 0.1rem 0; }
}
`;

/** The page may run its own script and styles, call the bank's own origin, and nothing else. */
export const CONTROL_PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
