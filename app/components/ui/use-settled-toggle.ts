// A toggle button's form (Like, Helpful) with scripts: each click flips what the screen shows at once, but
// only one request is on its way at a time and it says which state it wants (toggleStateSchema). Clicks made
// meanwhile change only what is wanted; once the answer is in and the page has reloaded, one more request
// goes if the member changed their mind, else the screen shows the server's state (decision 034). Without
// scripts the form posts its `pressed` field as it is.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useEnhancedFetcher } from "./enhanced-form";

export const PRESSED_FIELD = "pressed";

export function useSettledToggle({ key, pressed, count }: { key: string; pressed: boolean; count: number }) {
  const { fetcher, reply } = useEnhancedFetcher({ key });
  const formRef = useRef<HTMLFormElement>(null);
  // What the member's last click asked for, until the server has it.
  const [wanted, setWanted] = useState<boolean | null>(null);
  // What the request on its way asks for (a ref: a second click can come before the next render).
  const sent = useRef<boolean | null>(null);

  function send(value: boolean) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    data.set(PRESSED_FIELD, String(value));
    sent.current = value;
    // The action redirects back to this page: the reader stays where they were, as with EnhancedForm.
    fetcher.submit(data, {
      method: "post",
      action: form.getAttribute("action") ?? undefined,
      preventScrollReset: true,
    });
  }

  useEffect(() => {
    if (fetcher.state !== "idle" || sent.current === null) return;
    const last = sent.current;
    sent.current = null;
    // A refusal leaves the server's state on screen (its toast says why); a change of mind is sent.
    if (!reply && wanted !== null && wanted !== last) send(wanted);
    else setWanted(null);
    // Once per finished request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetcher.state]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = !(wanted ?? pressed);
    setWanted(next);
    if (sent.current === null) send(next);
  }

  const shown = wanted ?? pressed;
  return {
    fetcher,
    formRef,
    onSubmit,
    pressed: shown,
    count: count + (shown === pressed ? 0 : shown ? 1 : -1),
    busy: fetcher.state !== "idle" || wanted !== null,
  };
}
