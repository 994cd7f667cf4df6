/**
 * The Messenger chat's public entry. A loader, not the component: the shell fetches the chat's
 * chunk only when a Messenger page id is configured.
 */
export const loadMessengerChat = async () => (await import("./messenger-chat")).MessengerChat;
