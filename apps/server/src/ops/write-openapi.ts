import { writeFileSync } from 'node:fs';
import {
  CONSOLE_OPENAPI_FILE,
  generateConsoleOpenApi,
  generateOpenApi,
  OPENAPI_FILE,
} from './openapi-document.js';

/** `npm run openapi`: regenerates docs/openapi.json and docs/console-openapi.json from the contract. */
writeFileSync(OPENAPI_FILE, await generateOpenApi());
console.log(`wrote ${OPENAPI_FILE}`);
writeFileSync(CONSOLE_OPENAPI_FILE, await generateConsoleOpenApi());
console.log(`wrote ${CONSOLE_OPENAPI_FILE}`);
