// The security page's personal API tokens (issue 30 §2): create one (name, scope, expiry; the token shown once,
// in the action's answer), list them with their last use, revoke any. Plain forms: the same without JS.
import { useLocale, formatIn, relativeTime } from "~/lib/page-context";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { Link } from "~/components/ui/kit";
import { ChoiceField, TextField } from "~/components/forms/fields";
import type { ApiTokenView } from "~/lib/types/devices";
import { useTimeZone } from "~/lib/use-time-zone";
import { AccountCard, RowAction } from "./account-card";

// The scopes a token can have (the API's values) and the key of each one's label.
const SCOPES = [
  ["read", "tokens.scopes.read"],
  ["read write", "tokens.scopes.readWrite"],
  ["read write admin", "tokens.scopes.readWriteAdmin"],
] as const;
const SCOPE_LABEL: Record<ApiTokenView["scope"], (typeof SCOPES)[number][1]> = Object.fromEntries(SCOPES) as never;
const EXPIRIES = ["30", "90", "365", "never"] as const;

type Failure = { values: Record<string, string>; errors: Record<string, string | undefined> };

export function TokenCard({
  tokens,
  now,
  canAdmin,
  created,
  failure,
}: {
  tokens: ApiTokenView[];
  now: string;
  canAdmin: boolean;
  created?: { token: string; name: string };
  failure?: Failure;
}) {
  const locale = useLocale();
  const timeZone = useTimeZone();
  const { t } = useTranslation("account");
  const scopes = SCOPES.filter(([scope]) => canAdmin || !scope.includes("admin"));
  return (
    <AccountCard id="tokens" heading={t("tokens.heading")} help={t("tokens.help")}>
      {created ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" role="status">
          <p className="text-sm font-medium text-gray-900">
            <span dir="auto">{created.name}</span>: {t("tokens.shownOnce")}
          </p>
          <code className="mt-2 block break-all font-mono text-sm" data-testid="new-token" dir="auto">
            {created.token}
          </code>
        </div>
      ) : null}
      {tokens.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{t("tokens.none")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="api-token">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                  <span dir="auto">{token.name}</span>{" "}
                  <span className="text-sm font-normal text-gray-600">· {t(SCOPE_LABEL[token.scope])}</span>
                </p>
                <p className="text-sm text-gray-600">
                  {t("tokens.createdAt", { when: relativeTime(token.createdAt, now, locale).toLowerCase() })} ·{" "}
                  {token.lastUsedAt
                    ? t("tokens.lastUsed", { when: relativeTime(token.lastUsedAt, now, locale).toLowerCase() })
                    : t("tokens.neverUsed")}{" "}
                  ·{" "}
                  {token.expiresAt
                    ? t("tokens.expiresOn", { date: formatIn("date", token.expiresAt, timeZone, locale) })
                    : t("tokens.neverExpires")}
                </p>
              </div>
              <RowAction
                fields={{ intent: "token-revoke", tokenId: token.id }}
                label={t("tokens.revokeLabel", { name: token.name })}
              >
                {t("tokens.revoke")}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3" aria-label={t("tokens.create")}>
        <input type="hidden" name="intent" value="token-create" />
        <TextField
          id="token-name"
          name="name"
          label={t("tokens.nameLabel")}
          placeholder={t("tokens.namePlaceholder")}
          maxLength={60}
          required
          defaultValue={failure?.values.name}
          error={failure?.errors.name}
        />
        <ChoiceField id="token-scope" name="scope" label={t("tokens.scopeLabel")} error={failure?.errors.scope}>
          {scopes.map(([value, label]) => (
            <option key={value} value={value}>
              {t(label)}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          id="token-expiry"
          name="expiresIn"
          label={t("tokens.expiryLabel")}
          error={failure?.errors.expiresIn}
          defaultValue="90"
        >
          {EXPIRIES.map((value) => (
            <option key={value} value={value}>
              {t(`tokens.expiries.${value}`)}
            </option>
          ))}
        </ChoiceField>
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary">
            {t("tokens.create")}
          </button>
          {created ? (
            <Link to="/settings/security" className="btn-secondary ms-2 inline-block">
              {t("tokens.done")}
            </Link>
          ) : null}
        </div>
      </Form>
    </AccountCard>
  );
}
