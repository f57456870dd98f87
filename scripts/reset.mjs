// `npm run reset`: forget the local data; the next `npm start` loads the demo data again.
import { ensureInstalled, run } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'build', '-w', 'functions']);
run(process.execPath, ['functions/lib-local/dev/local-stack.js', '--reset'], { exitWith: true });
