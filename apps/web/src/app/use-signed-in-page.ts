import { useDocumentTitle } from '../components/use-document-title';
import { useSession } from '../session/session';

/**
 * Titles a page behind ProtectedRoute and gives its customer's id. ProtectedRoute renders such
 * pages only with a session; null is for the moment a Sign Out clears it, when the page renders nothing.
 */
export function useSignedInPage(title: string): string | null {
  useDocumentTitle(title);
  return useSession()?.user.userid ?? null;
}
