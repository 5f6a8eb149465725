import { describeAction } from "./audit-log";

describe("the audit log reads as sentences", () => {
  it.each([
    ["user.suspend", "suspended"],
    ["user.sign-out", "signed out everywhere"],
    ["user.delete", "deleted the account of"],
    ["report.dismiss", "dismissed the reports on"],
    ["post.hide", "hid a post"],
    ["comment.unhide", "restored a comment"],
    ["event.delete", "deleted an event"],
    ["service.hide", "hid a service"],
    ["thing.frob", "frob thing"],
  ])("%s: %s", (action, words) => {
    expect(describeAction(action)).toBe(words);
  });
});
