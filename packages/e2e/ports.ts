/** Ports of the e2e stack, apart from the ones `npm start` uses so both can run at once. */
export const E2E_MOCK_PORT = 4400;
/** The contract gateway (strips /api/v1, repairs Prism's joined Set-Cookie, records violations). */
export const E2E_GATEWAY_PORT = 4410;
export const E2E_PRISM_PORT = 4411;
export const E2E_WEB_PORT = 4473;
export const MOCK_URL = `http://127.0.0.1:${E2E_MOCK_PORT}`;
export const WEB_URL = `http://127.0.0.1:${E2E_WEB_PORT}`;
export const GATEWAY_URL = `http://127.0.0.1:${E2E_GATEWAY_PORT}`;
