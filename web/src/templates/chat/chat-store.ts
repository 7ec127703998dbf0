import { createStore } from '../lib/store';
import { conversations, type Conversation } from '../sample-data/conversations';

/** The conversations as the visitor changed them this session (messages sent, new chats). */
export const chats = createStore<Conversation[]>(conversations);

/** Appends a message to a conversation, creating it (first in the list) when it is new. */
export const sendMessage = (key: string, contact: string, text: string) =>
  chats.set((current) => {
    const message = { id: `${key}-${Date.now()}`, fromMe: true, at: Date.now(), text };
    const existing = current.find((conversation) => conversation.key === key);
    if (!existing) return [{ key, contact, online: false, messages: [message] }, ...current];
    return current.map((conversation) =>
      conversation === existing
        ? { ...conversation, messages: [...conversation.messages, message] }
        : conversation,
    );
  });
