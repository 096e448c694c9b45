// The admin console reads a refusal the way the whole app does.
export { serverWordsOf as serverMessageOf } from '../../../api/client';
