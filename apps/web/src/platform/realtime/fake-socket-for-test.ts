/**
 * For the browser tests: the browser socket, played by the test (stub `WebSocket` with it, then
 * open it and send it messages through `FakeSocket.last`).
 */
export class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
  }
  close() {}
}
