// Shown to an item's author (and admins) on content an admin hid after a report: nobody else sees it.
export function HiddenBadge({ what }: { what: string }) {
  return (
    <p
      className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs font-medium text-amber-900"
      role="note"
      data-testid="hidden-badge"
    >
      Hidden by a moderator: only you and admins can see this {what}.
    </p>
  );
}
