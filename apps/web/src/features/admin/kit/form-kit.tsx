import type { FieldErrors } from 'react-hook-form';
import { ApiError } from '../../../api/client';
import { firstMessage } from '../../../components/contract-resolver';
import { serverMessageOf } from './server-message';

// The one resolver of the app's forms, where the admin's forms have always found it.
export { contractResolver, firstMessage } from '../../../components/contract-resolver';

/** Moves focus to the first field the schema refused, in the form's order. */
export function focusFirstError(errors: FieldErrors, ids: Record<string, string>) {
  const field = Object.keys(ids).find((name) => firstMessage(errors[name]));
  if (field) document.getElementById(ids[field]!)?.focus();
}

/** The server's words when it refused, or null (a network failure says nothing more). */
export function refusal(error: unknown): string | null {
  return serverMessageOf(error) ?? (error instanceof ApiError && error.status >= 400 ? error.message : null);
}

/** "Failed to ..." when the server refused, "Error ..." when the call never got an answer. */
export function failureText(error: unknown, refused: string, broken: string): string {
  return error instanceof ApiError && error.status >= 400 ? refused : broken;
}

/** The spec's words, then the server's reason when it gave one. */
export const withReason = (text: string, reason: string | null) => (reason && reason !== text ? `${text} ${reason}` : text);
