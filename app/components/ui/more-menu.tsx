// "⋯": the actions a row has no room for, or that should not sit next to its main ones (Block). A <details>,
// so it opens without JS; with JS it also closes on Escape (focus back on its button) and when focus
// leaves it (a Tab past its last item, a click elsewhere). A dialog opened from it keeps it open beneath.
import type { ReactNode } from "react";

export function MoreMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <details
      className="relative"
      data-testid="more-menu"
      onKeyDown={(event) => {
        const menu = event.currentTarget;
        // Escape inside a dialog opened from here closes that dialog only.
        if (event.key !== "Escape" || !menu.open || (event.target as Element).closest("dialog")) return;
        menu.open = false;
        menu.querySelector("summary")?.focus();
      }}
      onBlur={(event) => {
        const menu = event.currentTarget;
        // Focus leaving a dialog opened from here (Tab past its last button) is the dialog's business.
        if (menu.contains(event.relatedTarget as Node | null) || menu.querySelector("dialog[open]")) return;
        menu.open = false;
      }}
    >
      <summary className="btn-ghost cursor-pointer list-none px-3 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">⋯</span>
        <span className="sr-only">{label}</span>
      </summary>
      <div className="absolute right-0 z-20 mt-1 flex w-44 flex-col rounded-lg border border-gray-200 bg-white p-1 text-left shadow-lg">
        {children}
      </div>
    </details>
  );
}
