/**
 * Ports of the e2e stack, apart from the ones `npm start` uses so both can run at once. `E2E_PORT_BASE`
 * moves the whole stack (e.g. 5400) so that two runs on one machine do not collide.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4400);
export const E2E_MOCK_PORT = base;
/** The contract proxy: Prism (--errors) behind scripts/prism's front, which records every violation. */
export const E2E_CONTRACT_PORT = base + 10;
export const E2E_WEB_PORT = base + 73;
/** The smoke journey's own `npm start` (mock bank and Vite dev server), beside the stack above. */
export const E2E_START_MOCK_PORT = base + 20;
export const E2E_START_WEB_PORT = base + 21;
/** A second mock bank and a second nginx serving the same build with another API base (tests/deploy). */
export const E2E_SECOND_MOCK_PORT = base + 30;
export const E2E_SECOND_WEB_PORT = base + 74;
export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const CONTRACT_PROXY_URL = `http://127.0.0.1:${E2E_CONTRACT_PORT}`;
/** The built app to serve (`E2E_WEB_DIST`, relative to packages/web), default `dist`. */
export const E2E_WEB_DIST = process.env.E2E_WEB_DIST ?? 'dist';
