import type { LiveEvent } from '@chapter/shared/types';
import type { EventSourceLike } from './liveConnection';

// The tests' stand-in for EventSource (liveConnection.test.ts, liveWake.test.ts).
const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 2;

/** A stand-in for the browser's EventSource: the test opens it, sends events and drops it. */
export class FakeStream implements EventSourceLike {
  readyState = CONNECTING;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = CLOSED;
  }
  private fire(type: string, init: MessageEventInit<string> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, init));
  }
  open() {
    this.readyState = OPEN;
    this.fire('open');
  }
  send(id: string, event: LiveEvent) {
    this.fire(event.type, { data: JSON.stringify(event), lastEventId: id });
  }
  sendRaw(type: string, data: string, id = '') {
    this.fire(type, { data, lastEventId: id });
  }
  /** The connection dropped: `reconnecting` when the browser tries again on its own, otherwise it gave up. */
  drop(reconnecting: boolean) {
    this.readyState = reconnecting ? CONNECTING : CLOSED;
    this.fire('error');
  }
}
