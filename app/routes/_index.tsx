import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { LandingPage } from "~/components/landing/landing-page";
import { EmptyState, PageShell } from "~/components/layout/page";
import { getViewer } from "~/utils/auth.server";

export const meta: MetaFunction = ({ matches }) => {
  const appName = (matches.find((match) => match.id === "root")?.data as { appName?: string } | undefined)?.appName ?? "Roots";
  return [
    { title: `${appName} — Your Roots. Your Story. Your Future.` },
    { name: "description", content: `${appName} connects people living abroad with others from their homeland.` },
  ];
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getViewer(request);
  return { firstName: user?.firstName ?? null };
}

export default function Index() {
  const { firstName } = useLoaderData<typeof loader>();
  if (!firstName) return <LandingPage />;
  return (
    <PageShell title={`Welcome back, ${firstName}!`} subtitle="Here is what is happening in your community.">
      <EmptyState title="No posts yet" description="Posts from the community will appear here." />
    </PageShell>
  );
}
