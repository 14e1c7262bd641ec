import { writeFileSync } from 'node:fs';
import { generateOpenApi, OPENAPI_FILE } from './openapi-document.js';

/** `npm run openapi`: regenerates docs/openapi.json from the contract. */
const text = await generateOpenApi();
writeFileSync(OPENAPI_FILE, text);
console.log(`wrote ${OPENAPI_FILE}`);
