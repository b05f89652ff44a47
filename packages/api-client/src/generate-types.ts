/**
 * Turns the API's OpenAPI document into the TypeScript types of `openapi.d.ts` with
 * openapi-typescript (issue 31 §3). `npm run openapi:client` writes the file from the running
 * code's document; `openapi-document.integration.test.ts` checks that the committed file is what
 * the served document gives, so the client never drifts from the API.
 */
import openapiTS, { astToString } from 'openapi-typescript';

/** Marks the file as generated and says how to make it again. */
const HEADER = `/**
 * Generated from the FastTrack LOS API's OpenAPI document (GET /api/openapi.json) by
 * openapi-typescript. Do not edit: run \`npm run openapi:client\`.
 */
`;

/** The `.d.ts` text for `document` (an OpenAPI 3.1 object). */
export async function clientTypes(document: object): Promise<string> {
  const ast = await openapiTS(structuredClone(document) as Parameters<typeof openapiTS>[0], {
    // Fields a schema does not list are refused by the API: say so in the types too.
    additionalProperties: false,
    alphabetize: true,
  });
  return HEADER + astToString(ast);
}
