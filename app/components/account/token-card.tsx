// The security page's personal API tokens (issue 30 §2): create one (name, scope, expiry; the token shown once,
// in the action's answer), list them with their last use, revoke any. Plain forms: the same without JS.
import { Form } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { ChoiceField, TextField } from "~/components/forms/fields";
import { tokenCopy as copy } from "~/copy/account";
import type { ApiTokenView } from "~/lib/types/devices";
import { formatIn, relativeTime } from "~/lib/time";
import { useTimeZone } from "~/lib/use-time-zone";
import { AccountCard, RowAction } from "./account-card";

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
  const timeZone = useTimeZone();
  const scopes = Object.entries(copy.scopes).filter(([scope]) => canAdmin || !scope.includes("admin"));
  return (
    <AccountCard id="tokens" heading={copy.heading} help={copy.help}>
      {created ? (
        <div className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3" role="status">
          <p className="text-sm font-medium text-gray-900">
            {created.name}: {copy.shownOnce}
          </p>
          <code className="mt-2 block break-all font-mono text-sm" data-testid="new-token">
            {created.token}
          </code>
        </div>
      ) : null}
      {tokens.length === 0 ? (
        <p className="mt-3 text-sm text-gray-600">{copy.none}</p>
      ) : (
        <ul className="mt-3 divide-y divide-gray-100">
          {tokens.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3" data-testid="api-token">
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900 [overflow-wrap:anywhere]">
                  {token.name} <span className="text-sm font-normal text-gray-600">· {copy.scopes[token.scope]}</span>
                </p>
                <p className="text-sm text-gray-600">
                  {copy.createdAt(relativeTime(token.createdAt, now).toLowerCase())} ·{" "}
                  {token.lastUsedAt ? copy.lastUsed(relativeTime(token.lastUsedAt, now).toLowerCase()) : copy.neverUsed}{" "}
                  · {token.expiresAt ? copy.expiresOn(formatIn("date", token.expiresAt, timeZone)) : copy.neverExpires}
                </p>
              </div>
              <RowAction fields={{ intent: "token-revoke", tokenId: token.id }} label={copy.revokeLabel(token.name)}>
                {copy.revoke}
              </RowAction>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="mt-4 grid gap-3 sm:grid-cols-3" aria-label={copy.create}>
        <input type="hidden" name="intent" value="token-create" />
        <TextField
          id="token-name"
          name="name"
          label={copy.nameLabel}
          placeholder={copy.namePlaceholder}
          maxLength={60}
          required
          defaultValue={failure?.values.name}
          error={failure?.errors.name}
        />
        <ChoiceField id="token-scope" name="scope" label={copy.scopeLabel} error={failure?.errors.scope}>
          {scopes.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </ChoiceField>
        <ChoiceField
          id="token-expiry"
          name="expiresIn"
          label={copy.expiryLabel}
          error={failure?.errors.expiresIn}
          defaultValue="90"
        >
          {Object.entries(copy.expiries).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </ChoiceField>
        <div className="sm:col-span-3">
          <button type="submit" className="btn-primary">
            {copy.create}
          </button>
          {created ? (
            <Link to="/settings/security" className="btn-secondary ms-2 inline-block">
              {copy.done}
            </Link>
          ) : null}
        </div>
      </Form>
    </AccountCard>
  );
}
