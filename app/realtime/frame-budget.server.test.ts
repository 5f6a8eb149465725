// The per-socket frame budget on a clock of the test's own: a client that only answers pings never runs out,
// a flood does at once.
import { FRAME_BURST, FRAMES_PER_SECOND, frameBudget } from "./frame-budget.server";

function clock() {
  let at = 0;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

describe("the frame budget", () => {
  it("lasts an hour of pongs to the shortest heartbeat (every 50 ms), even when they arrive two at a time", () => {
    const time = clock();
    const take = frameBudget(FRAMES_PER_SECOND, FRAME_BURST, time.now);
    let refused = 0;
    for (let ms = 0; ms < 3_600_000; ms += 100) {
      if (!take() || !take()) refused += 1;
      time.advance(100);
    }
    expect(refused).toBe(0);
  });

  it("refuses the frame after a burst, and gives back the rate as time passes", () => {
    const time = clock();
    const take = frameBudget(FRAMES_PER_SECOND, FRAME_BURST, time.now);
    for (let i = 0; i < FRAME_BURST; i += 1) expect(take()).toBe(true);
    expect(take()).toBe(false);
    time.advance(1000);
    for (let i = 0; i < FRAMES_PER_SECOND; i += 1) expect(take()).toBe(true);
    expect(take()).toBe(false);
  });

  it("never holds more than a burst, however long the client was quiet", () => {
    const time = clock();
    const take = frameBudget(FRAMES_PER_SECOND, FRAME_BURST, time.now);
    time.advance(3_600_000);
    let taken = 0;
    while (take()) taken += 1;
    expect(taken).toBe(FRAME_BURST);
  });
});
