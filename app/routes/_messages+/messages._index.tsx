import { EmptyState } from "~/components/layout/page";

export default function NoConversationOpen() {
  return <EmptyState title="Select a conversation" description="Choose a conversation to start messaging." />;
}
