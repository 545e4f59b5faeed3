// Prints the API's OpenAPI document (the same JSON as GET /api/docs/json) from an app on an empty
// in-memory database: `node --import tsx scripts/openapi-document.ts > openapi.json`. Used to check that
// a refactor leaves the public contract byte-identical.
import { buildTestApp } from '../apps/server/src/test/build-test-app.ts';

const testApp = await buildTestApp({ seed: false });
try {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
  process.stdout.write(`${response.body}\n`);
} finally {
  await testApp.close();
}
