// What the realtime layer refused or dropped since this process started. Logs are sampled (sampled-log.server.ts);
// these are the totals, for a metrics endpoint to read.
export const realtimeCounters = {
  /** Frames clients sent and the server dropped unread (clients only listen). */
  framesIgnored: 0,
  /** Sockets closed with 1008 for sending more frames than their budget (frame-budget.server.ts). */
  socketsClosedForFlooding: 0,
  /** Sockets ws closed for a malformed frame (too large, bad opcode, bad UTF-8). */
  badFrames: 0,
  /** Bus events not handed to Redis because too many already waited for it (bus.server.ts). */
  busEventsDropped: 0,
  /** Bus events Redis did not take (a timeout, a dropped connection). */
  busEventsFailed: 0,
};
