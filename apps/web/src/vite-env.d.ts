/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The support chat address; a WhatsApp click-to-chat link by default. */
  readonly VITE_SUPPORT_CHAT_URL?: string;
}
