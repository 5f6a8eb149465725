// The colours of a toast, shared by the Radix toast and the inline box shown before scripts run.
export const toastTone = {
  success: "border-green-200 bg-white",
  info: "border-gray-200 bg-white",
  error: "border-red-300 bg-red-600 text-white",
} as const;
