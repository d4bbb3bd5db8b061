/**
 * The calls one worker has been asked and not yet answered, as its
 * clients keep them (`EngineConnection`, `ToolWorker`): an id a request,
 * one pending entry an id, and once the worker is gone (terminated, or it
 * failed to start) every pending call and every later one rejects with
 * the reason.
 */
export class PendingCalls<P extends { reject: (e: Error) => void }> {
  private readonly pending = new Map<number, P>();
  private nextId = 1;
  private dead: Error | null = null;

  /**
   * A new call: `entry` makes its pending entry from the promise's
   * resolve and reject, `post` sends the request with its id. A call to a
   * dead worker rejects at once with the reason it died.
   */
  start<R>(entry: (resolve: (r: R) => void, reject: (e: Error) => void) => P, post: (id: number) => void): Promise<R> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, entry(resolve, reject));
      post(id);
    });
  }

  /** The pending entry of call `id`, if it is still pending. */
  get(id: number): P | undefined {
    return this.pending.get(id);
  }

  /** Call `id` is answered: it is no longer pending. */
  settle(id: number): void {
    this.pending.delete(id);
  }

  /** The worker is gone: every pending call, and every later one, rejects with `e`. */
  fail(e: Error): void {
    this.dead = e;
    for (const p of this.pending.values()) p.reject(e);
    this.pending.clear();
  }
}
