// Names and avatars lead to the member's profile everywhere. The avatar link is skipped by keyboard
// and screen readers: the name next to it is the same link.
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { Avatar } from "~/components/ui/avatar";

export const memberPath = (id: string) => `/members/${encodeURIComponent(id)}`;

export function MemberLink({
  id,
  children,
  className = "hover:underline",
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={memberPath(id)} className={className}>
      {children}
    </Link>
  );
}

export function MemberAvatar({
  user,
  size,
}: {
  user: Parameters<typeof Avatar>[0]["user"] & { id: string };
  size: number;
}) {
  return (
    <Link to={memberPath(user.id)} tabIndex={-1} aria-hidden className="shrink-0">
      <Avatar user={user} size={size} />
    </Link>
  );
}
