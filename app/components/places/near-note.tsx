// What a near list is centred on, with a way back to the member's own city; a member with no city (no centre)
// is asked for one (decision 062).
import { Link } from "~/components/ui/kit";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";

export function NearNote({ sentence, ownCity }: { sentence: ReactNode | null; ownCity: string | null }) {
  const { t } = useTranslation("places");
  if (sentence === null)
    return (
      <p className="mb-3 text-sm text-gray-700" data-testid="near-hint">
        {t("near.setCity")}{" "}
        <Link to="/profile" className="font-medium text-brand-700 underline">
          {t("near.setCityLink")}
        </Link>
      </p>
    );
  return (
    <p className="mb-3 text-sm text-gray-700" data-testid="near-note">
      {sentence}
      {ownCity ? (
        <>
          {" "}
          <Link to={ownCity} className="font-medium text-brand-700 underline">
            {t("near.backToMyCity")}
          </Link>
        </>
      ) : null}
    </p>
  );
}
