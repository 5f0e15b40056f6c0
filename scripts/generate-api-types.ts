/**
 * npm run api:types: writes tests/support/lumi-api.d.ts from the OpenAPI document that a test server answers at
 * /v1/openapi.json. server/features/public-api/openapi-contract.test.ts fails while the file is out of date.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_TYPES_PATH, renderApiTypes } from '../tests/support/api-types.js';
import { startTestServer } from '../tests/support/test-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const server = await startTestServer();
try {
  const response = await fetch(`${server.url}/v1/openapi.json`);
  if (!response.ok) throw new Error(`/v1/openapi.json a répondu ${response.status}`);
  const text = await renderApiTypes(await response.json());
  await writeFile(path.join(root, API_TYPES_PATH), text);
  console.log(`${API_TYPES_PATH} écrit (${text.length} caractères).`);
} finally {
  await server.close();
}
