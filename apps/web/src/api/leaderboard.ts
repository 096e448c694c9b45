import { ApiError, apiRequest, errorText } from './client';

// The schemas are imported on first use: see SchemaSource in client.ts.
const contract = () => import('@shop/contract/leaderboard');

export const LIVE_FAILED_MESSAGE = 'Failed to fetch leaderboard';
export const LIVE_EXCEPTION_MESSAGE = 'No previous leaderboard data found';
export const WINNERS_EMPTY_MESSAGE = 'No previous winners found.';
export const WINNERS_FAILED_MESSAGE = 'Failed to fetch leaderboard history';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * This week's board. The spec has two failure texts: the server's own msg (or a generic one)
 * when it answered with a failure, and another when there was no answer it could read.
 */
export async function getLiveLeaderboard(signal?: AbortSignal) {
  let answer;
  try {
    answer = await apiRequest('/leaderboard/live-leaderboard', async () => (await contract()).liveLeaderboardResponse, { signal });
  } catch (err) {
    if (isAbort(err)) throw err;
    if (err instanceof ApiError && err.status >= 400) throw new ApiError(errorText(err, LIVE_FAILED_MESSAGE), err.status, err.body);
    throw new ApiError(LIVE_EXCEPTION_MESSAGE, err instanceof ApiError ? err.status : 0);
  }
  if (!answer.success) throw new ApiError(answer.msg || LIVE_FAILED_MESSAGE, 200, answer);
  return answer;
}

/** Closed weeks' top three, newest first. An empty history is an answer, not a failure. */
export async function getLeaderboardWinners(signal?: AbortSignal) {
  let answer;
  try {
    answer = await apiRequest('/leaderboard/leaderboard-winners', async () => (await contract()).leaderboardWinnersResponse, { signal });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError(WINNERS_FAILED_MESSAGE, err instanceof ApiError ? err.status : 0);
  }
  if (!answer.success) throw new ApiError(answer.msg || WINNERS_FAILED_MESSAGE, 200, answer);
  return answer;
}
