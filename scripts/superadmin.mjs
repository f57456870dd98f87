// `npm run superadmin -- EMAIL`: grants the superadmin claim (functions/src/cli/grant-superadmin.ts).
import { functionsNodePath } from './functions-node.mjs';
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'build', '-w', 'functions']);
run(functionsNodePath(), ['functions/lib-local/cli/grant-superadmin.js', ...process.argv.slice(2)], { exitWith: true });
