// The frame of every signed-in page, the error pages included (a blocked member's profile, a hidden
// post): the header, the phone's bottom bar, and room above that bar for the page.
import type { ReactNode } from "react";
import type { ViewerUser } from "~/lib/page-context";
import { MobileBar } from "./mobile-bar";
import { NavBar } from "./nav-bar";
import { useShownUnread } from "~/components/shell/live-updates";

export function SignedInShell({
  user,
  unreadMessages,
  unreadNotifications,
  children,
}: {
  user: ViewerUser;
  unreadMessages: number;
  unreadNotifications: number;
  children: ReactNode;
}) {
  const shown = useShownUnread();
  const notifications = Math.max(0, unreadNotifications - shown.notifications);
  return (
    <>
      <NavBar
        user={user}
        unreadMessages={Math.max(0, unreadMessages - shown.messages)}
        unreadNotifications={notifications}
      />
      {children}
      <MobileBar isAdmin={user.role === "admin"} unreadNotifications={notifications} />
    </>
  );
}
