// Whether a response reached its client. Node's 'finish' on a response comes once the socket
// took the last byte, or once the socket failed: a client that read 64 KiB of a large answer
// and went away made the access log call the response sent (`422 54826982B`). And nothing cut
// a client that stopped reading, which held the whole answer in memory for as long as it liked.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Calls `done` once the response closed, with whether the socket took all of it without
 * failing. With `timeoutMs` > 0, a response still waiting on its client `timeoutMs` after it
 * was written whole is cut: its connection destroyed, counted as not delivered. A response
 * the socket's buffer holds whole (no backpressure) starts no timer: the kernel takes it.
 */
export function trackDelivery(
  res: ServerResponse,
  socket: Socket,
  timeoutMs: number,
  done: (delivered: boolean) => void,
): void {
  let delivered = false;
  let cut = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // `on`, not `once`: a response emits each of these at most once, and dies with its listeners;
  // `once` wraps every listener in two more objects, on every request.
  if (timeoutMs > 0) {
    res.on('prefinish', () => {
      if (!socket.writableNeedDrain) return;
      timer = setTimeout(() => {
        cut = true;
        socket.destroy();
      }, timeoutMs);
    });
  }
  res.on('finish', () => {
    clearTimeout(timer);
    // Destroyed without an error (the shutdown timeout cuts every connection), the socket still
    // lets the response finish: it was not delivered either.
    delivered = !cut && !socket.errored && !socket.destroyed;
  });
  res.on('close', () => {
    clearTimeout(timer);
    done(delivered);
  });
}
