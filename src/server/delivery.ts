// Whether a response reached its client. Node's 'finish' on a response comes once the socket
// took the last byte, or once the socket failed: on 'finish' alone, a client that read 64 KiB of
// a large answer and went away would be logged as sent the whole answer, and a client that
// stopped reading would hold the whole answer in memory for as long as it liked.
//
// Both are read without listeners of their own on every response: Node already listens for a
// response's 'finish' (to detach its socket and emit 'close'), and a second listener turns the
// one function into an array, copied on every emit; listeners and closures per request are a
// measurable share of serve's CPU (docs/performance.md, "Figures behind the code").
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Whether a closed response reached its client: it finished (the socket took all of it, and Node
 * detached it) on a socket that is neither failed nor destroyed. Read in the response's 'close',
 * which Node emits on the tick after 'finish' (no I/O in between: the socket's state is the one
 * 'finish' saw), or from the socket's own 'close' when the client went away first. Destroyed
 * without an error (the shutdown timeout cuts every connection), a socket still lets the
 * response finish: it was not delivered either.
 */
export function wasDelivered(res: ServerResponse, socket: Socket): boolean {
  return res.writableFinished && !socket.errored && !socket.destroyed;
}

/**
 * Cuts the connection of a response still waiting on its client `timeoutMs` after it was written
 * whole (0: no limit), which then closes as not delivered. Called right after `res.end()`: a
 * response that has its socket wrote into it there, and one the socket's buffer holds whole (no
 * backpressure) starts no timer: the kernel takes it. A response queued behind another on its
 * connection (pipelining) is written, and checked, when its turn comes ('prefinish').
 */
export function limitDelivery(res: ServerResponse, socket: Socket, timeoutMs: number): void {
  if (timeoutMs <= 0) return;
  if (res.socket === socket) cutIfStuck(res, socket, timeoutMs);
  else res.on('prefinish', () => cutIfStuck(res, socket, timeoutMs));
}

/** Starts the timer of {@link limitDelivery} when the socket holds more than its buffer takes. */
function cutIfStuck(res: ServerResponse, socket: Socket, timeoutMs: number): void {
  if (socket.destroyed || !socket.writableNeedDrain) return;
  const timer = setTimeout(() => socket.destroy(), timeoutMs);
  res.on('close', () => clearTimeout(timer));
}
