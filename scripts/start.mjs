// `npm start`: install what is missing, build, then run the local stack (functions/src/dev/local-stack.ts).
import { functionsNodePath } from './functions-node.mjs';
import { run, ensureInstalled } from './lib.mjs';

ensureInstalled();
run('npm', ['run', 'build']);
// Ctrl-C reaches the whole process group: let the stack save its data and exit before we do.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
// On production's Node major: the stack and every emulator and worker it spawns run on this binary.
run(functionsNodePath(), ['functions/lib-local/dev/local-stack.js'], { exitWith: true });
