import { afterEach, describe, expect, it, vi } from "vitest";
import { createInstancesHeard } from "./instances-heard";

/** Whether `promise` has settled by the time the pending callbacks have run. */
async function hasSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe("a write waiting for every listening instance to hear it", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("answers only once every instance listening at its commit has heard it", async () => {
    const instances = createInstancesHeard(1_000);
    const wait = instances.waitFor("write-1");
    wait.expect([101, 202, 303]);
    instances.heardBy("write-1", 101);
    instances.heardBy("write-1", 303);
    expect(await hasSettled(wait.heard)).toBe(false);
    instances.heardBy("write-1", 202);
    expect(await hasSettled(wait.heard)).toBe(true);
    expect(instances.isWaiting("write-1")).toBe(false);
  });

  it("counts an instance that heard before the listeners were read", async () => {
    const instances = createInstancesHeard(1_000);
    const wait = instances.waitFor("write-2");
    instances.heardBy("write-2", 101);
    expect(await hasSettled(wait.heard)).toBe(false);
    wait.expect([101]);
    expect(await hasSettled(wait.heard)).toBe(true);
  });

  it("does not count another write's acknowledgements, nor an instance that started listening after", async () => {
    const instances = createInstancesHeard(1_000);
    const wait = instances.waitFor("write-3");
    wait.expect([101, 202]);
    instances.heardBy("write-4", 202);
    instances.heardBy("write-3", 999);
    instances.heardBy("write-3", 101);
    expect(await hasSettled(wait.heard)).toBe(false);
  });

  it("answers after the timeout when an instance never says it heard (stuck or gone)", async () => {
    vi.useFakeTimers();
    const instances = createInstancesHeard(1_000);
    const wait = instances.waitFor("write-5");
    wait.expect([101, 202]);
    instances.heardBy("write-5", 101);
    await vi.advanceTimersByTimeAsync(999);
    expect(await hasSettled(wait.heard)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await hasSettled(wait.heard)).toBe(true);
  });
});
