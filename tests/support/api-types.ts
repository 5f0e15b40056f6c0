import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** Where the types of the public API (/v1) live, next to the tests that use them. */
export const API_TYPES_PATH = 'tests/support/lumi-api.d.ts';

const HEADER = `/**
 * Types de l'API publique de Lumi (/v1), généré par npm run api:types depuis /v1/openapi.json.
 * Ne pas modifier à la main : changez les routes ou les schémas, puis relancez « npm run api:types ».
 */
`;

/** The whole text of tests/support/lumi-api.d.ts for this OpenAPI document: the same for the script and the test. */
export async function renderApiTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as OpenAPI3, { silent: true });
  return `${HEADER}
${astToString(ast)}`;
}
