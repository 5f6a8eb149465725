// The hosts' corner of an event page (decision 085): the attendee list (with its CSV file), the announcement and,
// for the organizer, the co-hosts: all on /events/:id/attendees.
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";

export function HostTools({ eventId }: { eventId: string }) {
  const { t } = useTranslation("eventHosting");
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/events/${eventId}/attendees`} className="btn-secondary" data-testid="host-tools">
        {t("tools.open")}
      </Link>
    </div>
  );
}
