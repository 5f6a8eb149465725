import { CLEANUP_INTERVAL_MS, startCleanup, stopCleanup } from "./cleanup.server";

describe("periodic cleanup", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopCleanup();
    vi.useRealTimers();
  });

  it("sweeps expired sessions every hour until stopped, without holding the process open", async () => {
    const sweep = vi.fn(() => Promise.resolve(0));
    startCleanup({ sweep });
    startCleanup({ sweep }); // a second start adds no second timer
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS - 1);
    expect(sweep).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sweep).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS);
    expect(sweep).toHaveBeenCalledTimes(2);
    stopCleanup();
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS * 3);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("survives a failed sweep and tries again the next hour", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sweep = vi.fn().mockRejectedValueOnce(new Error("database unavailable")).mockResolvedValue(0);
    startCleanup({ sweep });
    await vi.advanceTimersByTimeAsync(CLEANUP_INTERVAL_MS * 2);
    expect(sweep).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(
      "cleanup: the sweep of expired sessions and form tokens failed: database unavailable",
    );
    warn.mockRestore();
  });

  it("uses an unref'd timer", () => {
    const unref = vi.fn();
    const setIntervalSpy = vi
      .spyOn(globalThis, "setInterval")
      .mockReturnValue({ unref } as unknown as ReturnType<typeof setInterval>);
    startCleanup({ sweep: () => Promise.resolve() });
    expect(unref).toHaveBeenCalledTimes(1);
    setIntervalSpy.mockRestore();
  });
});
