// A member's homeland as a small SVG flag (every country has one) or a globe (a name we do not know, or none),
// with the country's name (in the page's language) for screen readers. `nameShown` when the name is already
// written beside it.
import { flagCode, flagUrl } from "~/lib/flags";
import { useCountryName } from "~/lib/use-country-name";

export function CountryFlag({
  country,
  nameShown = false,
}: {
  country: string | null | undefined;
  nameShown?: boolean;
}) {
  const code = flagCode(country);
  const countryName = useCountryName();
  const label = country ? countryName(country) : undefined;
  const name = !nameShown && label ? <span className="sr-only">{label}</span> : null;
  return (
    <span
      className="inline-flex items-center align-[-0.1em]"
      title={label}
      data-testid="country-flag"
      data-country={country ?? ""}
    >
      {code ? (
        <img
          src={flagUrl(code)}
          alt=""
          width={18}
          height={12}
          className="h-3 w-[18px] rounded-[2px] object-cover ring-1 ring-black/10"
        />
      ) : (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.8}
          strokeLinecap="round"
          className="h-4 w-4 text-gray-500"
          aria-hidden
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.5 3.8 5.5 3.8 9s-1.3 6.5-3.8 9c-2.5-2.5-3.8-5.5-3.8-9S9.5 5.5 12 3z" />
        </svg>
      )}
      {name}
    </span>
  );
}
