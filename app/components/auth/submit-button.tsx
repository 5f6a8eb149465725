import { useNavigation } from "@remix-run/react";
import { Spinner } from "~/components/ui/kit";

/** Disabled with a spinner while its form's request is pending. */
export function SubmitButton({ children, action }: { children: React.ReactNode; action: string }) {
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formAction === action;
  return (
    <button type="submit" className="btn-primary w-full py-2.5" disabled={pending} aria-busy={pending}>
      {pending ? <Spinner /> : null}
      {children}
    </button>
  );
}
