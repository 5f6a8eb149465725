// A textarea that keeps what was typed into it before the page hydrated (decision 034): React resets a
// textarea served with text back to that text as it hydrates.
import type { ComponentProps } from "react";
import { useTypedDefault } from "~/components/ui/kit";

export function TypedTextarea({ id, defaultValue, ...props }: ComponentProps<"textarea"> & { id: string }) {
  return <textarea id={id} defaultValue={useTypedDefault(id, defaultValue)} {...props} />;
}
