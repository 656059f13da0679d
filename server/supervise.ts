/**
 * `npm start`: the supervisor (server/supervisor.ts) around the real server, server/start.ts,
 * which gets the same arguments, environment, terminal and Node/tsx loader flags, and the V8
 * settings of server/nodeFlags.ts.
 * Under systemd or another supervisor, run server/start.ts directly instead (see README).
 */
import { fork } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withServerNodeFlags } from './nodeFlags';
import { supervise } from './supervisor';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), 'start.ts');

const supervisor = supervise({
  startServer: () => fork(serverEntry, process.argv.slice(2), { execArgv: withServerNodeFlags(process.execArgv), stdio: 'inherit' }),
  log: (message) => console.error(message),
  exit: (code) => process.exit(code),
});
process.on('SIGINT', () => supervisor.stop('SIGINT'));
process.on('SIGTERM', () => supervisor.stop('SIGTERM'));
