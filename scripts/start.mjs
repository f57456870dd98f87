// `npm start`: install what is missing, build, then run the local stack (functions/src/dev/local-stack.ts).
import { run, ensureInstalled } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'build']);
run(process.execPath, ['functions/lib/dev/local-stack.js'], { exitWith: true });
