import { execFileSync } from 'node:child_process';

/** A free loopback port, found synchronously (Playwright evaluates its config without awaiting). */
export function freePort(): number {
  const script =
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script]).toString().trim());
}
