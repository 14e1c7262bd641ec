// Size budgets of the built web app (run after `npm run build`, which precompresses it).
// Fails when what a phone loads from the login page to the dashboard exceeds 228 KB on the wire
// (the .br file the server sends), when the login page's first paint waits for more than
// 130 KB, or when any other route's own chunk exceeds 100 KB (budgets.mjs says why).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGET, measureBudgets } from './budgets.mjs';

const dist =
  process.env.WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const { firstScreens, loginPage, routes, failures } = measureBudgets(dist);
const kb = (n) => n.toFixed(1).padStart(7);
const row = (s, label) => `  ${kb(s.br)} KB br ${kb(s.gz)} KB gzip ${kb(s.raw)} KB raw  ${label}`;

console.log('First screens (login page → member frame on a phone → dashboard), as sent:');
for (const file of [...firstScreens.files].sort((a, b) => b.br - a.br)) {
  console.log(row(file, file.file));
}
console.log(row(firstScreens, `total (budget ${BUDGET.firstScreensKb} KB br)`));
console.log(
  row(loginPage, `of which the login page's first paint (budget ${BUDGET.loginPageKb} KB br)`),
);

console.log('\nRoute chunks (each page module on its own), as sent:');
for (const route of [...routes].sort((a, b) => a.key.localeCompare(b.key))) {
  console.log(row(route, route.key));
}

if (failures.length > 0) {
  console.error(`\nOver budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nAll size budgets hold.');
