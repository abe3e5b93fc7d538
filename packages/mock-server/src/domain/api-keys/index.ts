export type { ApiKeyRecord } from './api-key-records.js';
export {
  apiKeyPermissions,
  apiKeyRefOf,
  apiKeyStatus,
  apiKeysOf,
  createApiKey,
  isApiKeySecret,
  requireApiKey,
  revokeApiKey,
  verifyApiKey,
} from './api-keys.js';
