-- The organizer attends their own event as its host (issue 43): their seat is part of attendeesCount (and so
-- of the capacity), never an Rsvp row. RSVPs organizers gave their own events before this rule go, and every
-- event's count is taken again: its attending guests plus the host.
DELETE FROM "Rsvp"
WHERE EXISTS (SELECT 1 FROM "Event" e WHERE e."id" = "Rsvp"."eventId" AND e."organizerId" = "Rsvp"."userId");

UPDATE "Event"
SET "attendeesCount" = 1 + (SELECT COUNT(*) FROM "Rsvp" r WHERE r."eventId" = "Event"."id" AND r."status" = 'attending');
