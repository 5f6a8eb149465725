// Sampled warnings on a clock of the test's own.
import { sampledWarn } from "./sampled-log.server";

describe("sampledWarn", () => {
  it("prints the first line, then at most one per interval with how many it left out, per key", () => {
    let at = 0;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sampled = sampledWarn(1000, () => at);
    for (let i = 0; i < 500; i += 1) sampled(`frame ${i}`, "a");
    sampled("other kind", "b");
    at = 999;
    sampled("still too soon", "a");
    at = 1000;
    sampled("frame 501", "a");
    sampled("frame 502", "a");
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      "frame 0",
      "other kind",
      "frame 501 (and 500 more like it since the last line)",
    ]);
    warn.mockRestore();
  });
});
