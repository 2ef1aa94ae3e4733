// The README's Kubernetes Deployment (```yaml kubernetes): parsed, its probes and shutdown
// times checked against each other, and its command started with its own arguments (on a free
// loopback port) to ask the probes it names.
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { requireBuiltCli, type Served, startServe } from './cli-process.js';
import { readmeBlocks } from './readme-blocks.js';

interface Probe {
  httpGet: { path: string; port: string | number };
}
interface Container {
  command: string[];
  args: string[];
  ports: { name: string; containerPort: number }[];
  livenessProbe: Probe;
  readinessProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
}
interface Deployment {
  kind: string;
  spec: { template: { spec: { terminationGracePeriodSeconds: number; containers: Container[] } } };
}

const [block] = readmeBlocks('kubernetes');
const deployment = parse(block?.code ?? '') as Deployment;
const pod = deployment.spec.template.spec;
const [container] = pod.containers;

/** The value of `flag` in the container's arguments. */
function flagValue(flag: string): string | undefined {
  const at = container!.args.indexOf(flag);
  return at === -1 ? undefined : container!.args[at + 1];
}

// Starts serve as the Deployment does and probes it.
describe("the README's Kubernetes Deployment", { timeout: 30_000 }, () => {
  let served: Served | undefined;
  afterAll(() => {
    served?.server.kill('SIGKILL');
  });

  it('is one Deployment of one container running serve', () => {
    expect(deployment.kind).toBe('Deployment');
    expect(pod.containers).toHaveLength(1);
    expect(container?.command).toEqual(['handwriting-scoring']);
    expect(container?.args[0]).toBe('serve');
  });

  it('probes liveness on /healthz and readiness on /readyz, on the port serve listens on', () => {
    expect(container?.livenessProbe.httpGet.path).toBe('/healthz');
    expect(container?.readinessProbe.httpGet.path).toBe('/readyz');
    const http = container?.ports.find((port) => port.name === container.livenessProbe.httpGet.port);
    expect(container?.readinessProbe.httpGet.port).toBe(http?.name);
    expect(String(http?.containerPort)).toBe(flagValue('--port'));
  });

  it('gives the pod longer to stop than the preStop pause and --shutdown-timeout together', () => {
    const [sleep, seconds] = container?.lifecycle.preStop.exec.command ?? [];
    expect(sleep).toBe('sleep');
    const pause = Number(seconds);
    const shutdown = Number(flagValue('--shutdown-timeout'));
    expect(pause).toBeGreaterThan(0);
    expect(shutdown).toBeGreaterThan(0);
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + shutdown);
  });

  it('runs: serve started with its arguments answers both probes and /metrics', async () => {
    requireBuiltCli();
    // The same arguments but for the address: a free loopback port, not 0.0.0.0:8000.
    const local: string[] = [];
    const args = container!.args;
    for (let i = 1; i < args.length; i++) {
      if (args[i] === '--host' || args[i] === '--port') i++;
      else local.push(args[i]!);
    }
    served = await startServe(local);
    const origin = new URL(served.base).origin;
    for (const path of [container!.livenessProbe.httpGet.path, container!.readinessProbe.httpGet.path, '/metrics'])
      expect((await fetch(origin + path)).status, path).toBe(200);
  });
});
