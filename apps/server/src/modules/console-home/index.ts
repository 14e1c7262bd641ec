/** The operators' console home: what waits for the signed-in operator. */
export { consoleHome } from './console-home.service.js';
