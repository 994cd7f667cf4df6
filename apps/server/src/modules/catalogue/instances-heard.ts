/**
 * The writes of this instance waiting until every instance listening when they committed has
 * heard their wake-up (decision 039, "Heard by every instance"). An instance is known by its
 * listening connection's server process id: the writer reads the listeners in its transaction,
 * its own listener marks it heard when the wake-up comes back, and every other instance answers
 * on CATALOGUE_HEARD_CHANNEL once it has dropped what the change concerns.
 */
export interface InstancesHeard {
  /** Starts the wait of `writer`'s transaction; it resolves after `timeoutMs` at the latest. */
  waitFor(writer: string): HeardWait;
  /** The instance listening as `pid` has heard `writer`'s wake-up. */
  heardBy(writer: string, pid: number): void;
  /** Whether `writer` is one of this instance's writes still waiting. */
  isWaiting(writer: string): boolean;
}

export interface HeardWait {
  /** The instances to wait for, read in the write's transaction before it commits. */
  expect(listeners: readonly number[]): void;
  /** Resolves once every expected instance has heard, or after the timeout. */
  heard: Promise<void>;
  cancel(): void;
}

export function createInstancesHeard(timeoutMs: number): InstancesHeard {
  const waits = new Map<string, { listeners: Set<number> | null; heard: Set<number>; done(): void }>();

  function settleIfAllHeard(writer: string): void {
    const wait = waits.get(writer);
    if (wait?.listeners && [...wait.listeners].every((pid) => wait.heard.has(pid))) wait.done();
  }

  return {
    waitFor(writer) {
      let done = () => {};
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        done = () => {
          clearTimeout(timer);
          waits.delete(writer);
          resolve();
        };
      });
      waits.set(writer, { listeners: null, heard: new Set(), done });
      return {
        expect(listeners) {
          const wait = waits.get(writer);
          if (!wait) return;
          wait.listeners = new Set(listeners);
          settleIfAllHeard(writer);
        },
        heard,
        cancel: () => done(),
      };
    },
    heardBy(writer, pid) {
      waits.get(writer)?.heard.add(pid);
      settleIfAllHeard(writer);
    },
    isWaiting: (writer) => waits.has(writer),
  };
}
