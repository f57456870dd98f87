// `npm run bench:notifications` (with `npm start` running): how long from an assignment in the
// API to the field user's in-app notification, through the event bridge and the trigger.
// The target is under 5 s on the local stack. Prints the figures; cleans up what it assigned.
import { benchApi, demoIdToken } from './lib.mjs';
const BASE = process.env.CHECKFROTA_URL ?? 'http://127.0.0.1:5000';
const AUTH = process.env.CHECKFROTA_AUTH_URL ?? 'http://127.0.0.1:9099';
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const FIELD_USER = { uid: 'alfa-joao', email: 'joao@alfa.dev' };

const idToken = (email) => demoIdToken(AUTH, email);

const api = benchApi(BASE);

const [admin, field] = await Promise.all([idToken('admin@alfa.dev'), idToken(FIELD_USER.email)]);
const templates = await api('GET', '/templates?pageSize=100', admin);
const template = templates.items.find((t) => t.isActive);
const latencies = [];
const assigned = [];
for (let i = 0; i < ROUNDS; i += 1) {
  const started = performance.now();
  const { ids } = await api('POST', '/checklists/assign', admin, {
    templateId: template.id,
    dueDate: new Date(Date.now() + 86_400_000).toISOString(),
    userIds: [FIELD_USER.uid],
  });
  assigned.push(ids[0]);
  for (;;) {
    const page = await api('GET', '/notifications?pageSize=5', field);
    if (page.items.some((n) => n.checklistId === ids[0])) break;
    if (performance.now() - started > 30_000) throw new Error('nenhuma notificação em 30 s');
    await new Promise((r) => setTimeout(r, 20));
  }
  latencies.push(performance.now() - started);
}
for (const id of assigned) await api('DELETE', `/users/${FIELD_USER.uid}/checklists/${id}`, admin);

latencies.sort((a, b) => a - b);
const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(0);
console.log(
  `assignment → in-app notification, ${ROUNDS} rounds: median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (target < 5000 ms)`,
);
