/** Starts the built server on a free port with a fresh data directory, for benchmarks. */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../free-port';

export type BenchServer = {
  url: string;
  /** The server process, e.g. to read the CPU time it used (cpuSeconds). */
  pid: number;
  stop: () => Promise<void>;
};

/** User plus system CPU seconds a process has used so far (Linux /proc; 0 elsewhere). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/** `nodeArgs`: extra options of the server's Node process (e.g. --cpu-prof). */
export async function startBenchServer(
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
): Promise<BenchServer> {
  if (!fs.existsSync('dist/renderer/index.html')) throw new Error('Build the renderer first: npx vite build');
  const port = freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cantara-bench-'));
  // The server's log lines (one per request and answer at info level) go to a file, as in production,
  // not to the benchmark's own output; the file is kept when the server fails to start.
  const logPath = `${dataDir}.log`;
  const logFd = fs.openSync(logPath, 'w');
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/src/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The origin the benchmark's clients use: the API checks Origin against it, sign-in redirects to it.
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', logFd, 'inherit'],
  });
  let healthy = false;
  for (let attempt = 0; attempt < 360 && !healthy && child.exitCode === null; attempt++) {
    healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (!healthy) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fs.closeSync(logFd);
  if (!healthy) {
    child.kill('SIGTERM');
    throw new Error(`The benchmark server did not become healthy (its log: ${logPath})`);
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(logPath, { force: true });
    },
  };
}
